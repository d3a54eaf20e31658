/**
 * Search queries of the car list (spec 001 §7): pages of 48 cars with the card fields, the market's facets
 * and sort; and the facet-only query of the brand filter.
 */
import type { SearchQuery, SiteConfig } from '../../runtime';
import { CAR_CARD_FIELDS } from '../cars/carCardFields';
import type { ListQueryState } from '../listQuery/listQueryState';
import { listPagesQuery, type PageSpan, pageSpanQueries } from '../listQuery/pageSpan';
import { CAR_LIST_PAGE_SIZE } from './carListConstants';

/**
 * The query for pages of a state: by default pages 0 to `state.page` in one request, so a URL asking for
 * page N shows pages 0 to N at once (limit (N+1)·48, asked for two pages a request by carListSearchQueries);
 * load more asks for the one page after those shown.
 */
export function carListSearchQuery(
  site: Pick<SiteConfig, 'carList'>,
  state: ListQueryState,
  pages: PageSpan = { from: 0, to: state.page },
): SearchQuery {
  return listPagesQuery(state, pages, {
    fields: CAR_CARD_FIELDS,
    facets: site.carList.facets,
    pageSize: CAR_LIST_PAGE_SIZE,
  });
}

/** The requests for a span of pages, in page order, each asking for at most two pages (96 cars). */
export function carListSearchQueries(
  site: Pick<SiteConfig, 'carList'>,
  state: ListQueryState,
  pages: PageSpan,
): SearchQuery[] {
  return pageSpanQueries(pages, (span) => carListSearchQuery(site, state, span));
}

export const BRAND_FACET_FIELD = 'car_brand_code';

/** Counts of every brand code in stock, no cars (limit 0), codes in alphabetical order. */
export function brandFacetQuery(): SearchQuery {
  return { limit: 0, facets: [{ name: BRAND_FACET_FIELD, sort_order: 'asc' }] };
}
