/**
 * What the car list shows of one search answer: its cars (each cut to what its card shows), the total, the
 * facets of the filter panel, and whether the search failed. The server loader hands the first page of the
 * default list to the component in this shape, as page props: 48 card records, not 48 search records.
 */
import type { Facet, SearchResult } from '../../runtime';
import { type CarCardRecord, toCarCardRecord, toCarSummaries } from '../../ui';

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
