/**
 * What the car list shows of one search answer: its cars (each cut to what its card shows), the total, the
 * facets of the filter panel, and whether the search failed. The server loader hands the first page of the
 * default list to the component in this shape, as page props: 48 card records, not 48 search records.
 */
import type { Facet, SearchResult } from '../../runtime';
import {
  type CarCardRecord,
  histogramFacetValues,
  toCarCardRecord,
  toCarSummaries,
  valueFacetValues,
} from '../../ui';

export interface CarListPage {
  cars: CarCardRecord[];
  total: number;
  facets: Facet[];
  failed: boolean;
}

/** The loader's result: page 0 of the default list (no keyphrase or filter, default sort). */
export type CarListData = CarListPage;

export function carListPage(result: SearchResult): CarListPage {
  return {
    cars: toCarSummaries(result.content).map(toCarCardRecord),
    total: result.total_items,
    facets: result.facet,
    failed: result.failed,
  };
}

/**
 * The facets as the default list's panel uses them, for the static page's props: nothing is selected, so
 * no hierarchy shows its nested values (a brand's models), and a range facet needs only its extent, its
 * first and last bucket. The browser's own searches bring whole facets.
 */
export function defaultListFacets(facets: readonly Facet[]): Facet[] {
  return facets.map((facet) => {
    if (facet.type === 'histogram') {
      const buckets = histogramFacetValues(facet);
      return {
        ...facet,
        value: buckets.length > 2 ? [buckets[0], buckets.at(-1)].filter((b) => b !== undefined) : buckets,
      };
    }
    return { ...facet, value: valueFacetValues(facet).map(({ text, count }) => ({ text, count })) };
  });
}
