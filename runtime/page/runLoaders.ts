/**
 * Runs the server loaders of every rendering on a route (nested placeholders included), in parallel.
 * A failing loader is logged and marks only its rendering as failed; the page still renders.
 */
import type { Rendering, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import type { RenderingData } from '../layout/RenderingDataContext';
import type { ComponentEntries } from '../registry/ComponentEntry';

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
  entries: ComponentEntries,
): Promise<RenderingData> {
  const data: Record<string, unknown> = {};
  const failed: string[] = [];
  await Promise.all(
    renderingsOf(route.placeholders).map(async (rendering) => {
      const name = rendering.componentName;
      const loader = Object.hasOwn(entries, name) ? entries[name]?.loader : undefined;
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
