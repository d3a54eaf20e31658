/**
 * Search queries of the car list (spec 001 §7): pages of 48 cars with the card fields, the market's facets
 * and sort; and the facet-only query of the brand filter.
 */
import type { SearchQuery } from '../../runtime';
import { CAR_CARD_FIELDS } from '../cars/carCardFields';
import { CAR_LIST_PAGE_SIZE } from './carListConstants';
import type { CarListSite, CarListState } from '../listQuery/listQueryState';

/** Pages `from` to `to` (inclusive, 0-based) in one request. */
export interface PageSpan {
  from: number;
  to: number;
}

/**
 * The query for pages of a state: by default pages 0 to `state.page` in one request, so a URL asking for
 * page N shows pages 0 to N at once (limit (N+1)·48, asked for two pages a request by carListSearchQueries);
 * load more asks for the one page after those shown.
 */
export function carListSearchQuery(
  site: CarListSite,
  state: CarListState,
  pages: PageSpan = { from: 0, to: state.page },
): SearchQuery {
  const keyphrase = state.keyphrase.trim();
  return {
    fields: [...CAR_CARD_FIELDS],
    ...(keyphrase ? { keyphrase } : {}),
    facets: site.carList.facets.map((name) => ({ name })),
    filters: Object.fromEntries(Object.entries(state.filters).map(([field, values]) => [field, [...values]])),
    sort_name: state.sortName,
    limit: (pages.to - pages.from + 1) * CAR_LIST_PAGE_SIZE,
    offset: pages.from * CAR_LIST_PAGE_SIZE,
  };
}

/** Pages one request asks for at most: the search contract answers at most 100 records a request. */
const PAGES_PER_REQUEST = 2;

/** The requests for a span of pages, in page order, each asking for at most two pages (96 cars). */
export function carListSearchQueries(site: CarListSite, state: CarListState, pages: PageSpan): SearchQuery[] {
  const queries: SearchQuery[] = [];
  for (let from = pages.from; from <= pages.to; from += PAGES_PER_REQUEST) {
    queries.push(
      carListSearchQuery(site, state, { from, to: Math.min(pages.to, from + PAGES_PER_REQUEST - 1) }),
    );
  }
  return queries;
}

export const BRAND_FACET_FIELD = 'car_brand_code';

/** Counts of every brand code in stock, no cars (limit 0), codes in alphabetical order. */
export function brandFacetQuery(): SearchQuery {
  return { limit: 0, facets: [{ name: BRAND_FACET_FIELD, sort_order: 'asc' }] };
}
