/**
 * Pages of a list asked for together: a URL asking for page N shows pages 0 to N at once, load more asks
 * for the page after those shown. The search contract answers at most 100 records a request, so a span is
 * asked for two pages (96 records) a request at most.
 */
import type { SearchQuery } from '../../runtime';

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
