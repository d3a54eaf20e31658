/**
 * What a search client hands to components: the contract's response, plus whether the query failed (a
 * failed query answers empty, as the spec asks, but the car list shows its error text instead of the
 * empty-result text).
 */
import type { SearchRequest } from '../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../schemas/generated/searchResponse';

/** Records per request when the request names no limit (spec 001 §9). */
export const DEFAULT_SEARCH_LIMIT = 24;

export type SearchQuery = Omit<SearchRequest, 'index'>;

export interface SearchResult extends SearchResponse {
  failed: boolean;
}

export function emptySearchResult(query: SearchQuery, failed: boolean): SearchResult {
  return {
    facet: [],
    content: [],
    total_items: 0,
    limit: query.limit ?? DEFAULT_SEARCH_LIMIT,
    offset: query.offset ?? 0,
    failed,
  };
}
