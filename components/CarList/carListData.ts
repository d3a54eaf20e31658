/**
 * What the car list shows of one search answer: its cars (the card fields), the total, the facets of the
 * filter panel, and whether the search failed. The server loader hands the first page of the default list
 * to the component in this shape.
 */
import type { Facet, SearchResult } from '../../runtime';
import { type CarSummary, toCarSummaries } from '../../ui';

export interface CarListPage {
  cars: CarSummary[];
  total: number;
  facets: Facet[];
  failed: boolean;
}

/** The loader's result: page 0 of the default list (no keyphrase or filter, default sort). */
export type CarListData = CarListPage;

export function carListPage(result: SearchResult): CarListPage {
  return {
    cars: toCarSummaries(result.content),
    total: result.total_items,
    facets: result.facet,
    failed: result.failed,
  };
}
