/**
 * Runs the server loaders of every rendering on a route (nested placeholders included), in parallel.
 * A failing loader is logged and marks only its rendering as failed; the page still renders.
 */
import type { Rendering, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import type { RenderingData } from '../layout/RenderingDataContext';
import type { ComponentEntry } from '../registry/ComponentEntry';

export type EntryLookup = (
  componentName: string,
) => Pick<ComponentEntry<never, unknown>, 'loader'> | undefined;

export function renderingsOf(placeholders: Route['placeholders']): Rendering[] {
  return Object.values(placeholders).flatMap((renderings) =>
    renderings.flatMap((rendering) => [rendering, ...renderingsOf(rendering.placeholders ?? {})]),
  );
}

export async function runLoaders(
  route: Route,
  routePath: string,
  site: SiteConfig,
  language: string,
  lookup: EntryLookup,
): Promise<RenderingData> {
  const data: Record<string, unknown> = {};
  const failed: string[] = [];
  await Promise.all(
    renderingsOf(route.placeholders).map(async (rendering) => {
      const loader = lookup(rendering.componentName)?.loader;
      if (!loader) return;
      try {
        data[rendering.uid] = (await loader({ site, language, routePath, route, rendering })) ?? null;
      } catch (error) {
        console.error(`Loader of ${rendering.componentName} (${rendering.uid}) failed:`, error);
        failed.push(rendering.uid);
      }
    }),
  );
  return { data, failed };
}
