/**
 * The search service contract (spec 001 §7): a request of `schemas/searchRequest.schema.json` answered by
 * a response of `schemas/searchResponse.schema.json`. Two implementations: the hosted service over HTTP
 * (`httpClient.ts`, when SEARCH_API_URL is set) and the embedded engine (`embedded/`, the default);
 * `index.ts` picks one. Browser-safe.
 */
import type { SearchRequest } from '../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../schemas/generated/searchResponse';
import type { SiteConfig } from '../../config/SiteConfig';

export type { SearchRequest, SearchResponse };

export interface SearchCallOptions {
  /** The caller's deadline or abort: a hosted service stops waiting when it aborts. */
  signal?: AbortSignal;
}

export type SearchService = (request: SearchRequest, options?: SearchCallOptions) => Promise<SearchResponse>;

/** The name of the hosted search service's circuit breaker, and its dependency on /healthz. */
export const SEARCH_UPSTREAM = 'search';

/** Each site names one index of each kind (`site.json` → `searchIndexes`). */
export type SearchIndexKind = keyof SiteConfig['searchIndexes'];
export const SEARCH_INDEX_KINDS: readonly SearchIndexKind[] = ['vehicles', 'sites', 'kits'];

// Refusals that are the caller's fault, answered 4xx by `/api/search`.

/** A request the service cannot answer as asked (unknown field, malformed range …): 400 with this reason. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

/** The request names an index no site config names: 404 with this reason. */
export class UnknownSearchIndexError extends Error {
  override name = 'UnknownSearchIndexError';
}
