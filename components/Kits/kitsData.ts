/**
 * What the kit catalogue shows of one search answer: its kits (records a card and the detail dialog can
 * read; anything else is dropped), the total, the facets, and whether the search failed. The loader hands
 * page 0 of the default list to the component in this shape.
 */
import type { SearchResult } from '../../runtime';
import { isKitRecord, type KitRecord, type SearchListPage } from '../../ui';

export type KitsPage = SearchListPage<KitRecord>;

/** The loader's result: page 0 of the default list (no keyphrase or filter, default sort). */
export type KitsData = KitsPage;

export function kitsPage(result: SearchResult): KitsPage {
  return {
    items: result.content.filter(isKitRecord),
    total: result.total_items,
    facets: result.facet,
    failed: result.failed,
  };
}

export const kitIdOf = (kit: KitRecord) => kit.kitId;
