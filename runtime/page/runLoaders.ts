/**
 * Runs the server loaders of every rendering on a route (nested placeholders included), in parallel.
 * A failing loader is logged and marks only its rendering as failed; the page still renders. So does a
 * loader still running when the page's deadline passes: the page does not wait for it.
 */
import type { Rendering, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import type { RenderingData } from '../layout/RenderingDataContext';
import type { HeadTags } from '../head/buildHeadTags';
import type { ComponentEntries, LoaderServices } from '../rendering/ComponentEntry';
import { placeholderRenderings } from '../layout/placeholderRenderings';
import type { PageAnswer } from './pageAnswer';
import { untilAborted } from '../services/upstream/callBudget';

export function renderingsOf(placeholders: Route['placeholders']): Rendering[] {
  return Object.values(placeholders).flatMap((entries) =>
    placeholderRenderings(entries).flatMap((rendering) => [
      rendering,
      ...renderingsOf(rendering.placeholders ?? {}),
    ]),
  );
}

export interface LoaderRun {
  route: Route;
  routePath: string;
  site: SiteConfig;
  language: string;
  head: HeadTags;
  services: LoaderServices;
  /** The page's deadline. */
  signal: AbortSignal;
  answer: PageAnswer;
}

export async function runLoaders(
  { route, ...page }: LoaderRun,
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
        const loaded = loader({
          ...page,
          route,
          rendering,
          // Local content is validated against the component's field schema at build; Edge content
          // is not, and a loader that trips over it fails inside its own section.
          fields: (rendering.fields ?? {}) as never,
          params: rendering.params ?? {},
        });
        data[rendering.uid] = (await untilAborted(loaded, page.signal)) ?? null;
      } catch (error) {
        console.error(`Loader of ${rendering.componentName} (${rendering.uid}) failed:`, error);
        failed.push(rendering.uid);
      }
    }),
  );
  return { data, failed };
}
