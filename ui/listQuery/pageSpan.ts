/**
 * Pages of a list asked for together: a URL asking for page N shows pages 0 to N at once, load more asks
 * for the page after those shown. The search contract answers at most 100 records a request, so a span is
 * asked for two pages (96 records) a request at most.
 */
import type { SearchQuery } from '../../runtime';
import type { ListQueryState } from './listQueryState';

/** Pages `from` to `to` (inclusive, 0-based) in one request. */
export interface PageSpan {
  from: number;
  to: number;
}

/** Pages one request asks for at most: the search contract answers at most 100 records a request. */
export const PAGES_PER_REQUEST = 2;

/** The requests for a span of pages, in page order, each for at most two pages of `queryFor`. */
export function pageSpanQueries(span: PageSpan, queryFor: (pages: PageSpan) => SearchQuery): SearchQuery[] {
  const queries: SearchQuery[] = [];
  for (let from = span.from; from <= span.to; from += PAGES_PER_REQUEST)
    queries.push(queryFor({ from, to: Math.min(span.to, from + PAGES_PER_REQUEST - 1) }));
  return queries;
}

/** What a list asks its index for on every page: its card fields, its facets, its page size. */
export interface ListPageRequest {
  fields: readonly string[];
  facets: readonly string[];
  pageSize: number;
}

/** The query for pages `pages.from` to `pages.to` of a state: keyphrase, filters and sort as the state has them. */
export function listPagesQuery(state: ListQueryState, pages: PageSpan, list: ListPageRequest): SearchQuery {
  const keyphrase = state.keyphrase.trim();
  return {
    fields: [...list.fields],
    ...(keyphrase ? { keyphrase } : {}),
    facets: list.facets.map((name) => ({ name })),
    filters: Object.fromEntries(Object.entries(state.filters).map(([field, values]) => [field, [...values]])),
    sort_name: state.sortName,
    limit: (pages.to - pages.from + 1) * list.pageSize,
    offset: pages.from * list.pageSize,
  };
}
