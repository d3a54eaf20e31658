/**
 * The search behind a teaser block (spec 002 §7 "Search index queries (site selection and teasers)"): its
 * records, or none when the search fails. A teaser is an extra on its page, so a failure hides the block
 * (the block renders nothing without records) instead of showing a section error or failing the page;
 * the failure is logged naming the block it hid.
 */
import type { LoaderContext, SearchClient, SearchQuery } from '../../runtime';

type IndexKind = Parameters<SearchClient['search']>[1];

export async function teaserRecords(
  { site, services, rendering }: Pick<LoaderContext, 'site' | 'services' | 'rendering'>,
  kind: IndexKind,
  query: SearchQuery,
): Promise<unknown[]> {
  const block = `${rendering.componentName} ${rendering.uid} (${site.name})`;
  try {
    const result = await services.search.search(site.name, kind, query);
    if (!result.failed) return result.content;
    console.error(`${block}: the ${kind} search failed, the block is hidden`);
  } catch (error) {
    console.error(`${block}: the ${kind} search failed, the block is hidden:`, error);
  }
  return [];
}
