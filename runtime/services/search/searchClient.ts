/**
 * The search service client (spec 001 §7): picks the index of a site by name, caches each identical
 * request for 60 s (concurrent identical requests share one call), and turns a failure into an empty
 * result marked `failed`, logging the error. An unknown site name is a programming error and throws.
 * A caller with a signal (a page render's deadline) stops waiting when it aborts and gets a failed
 * result; the shared call goes on within its own budget for the callers still waiting.
 * Browser-safe: the service it wraps decides where requests go (the embedded engine or `httpClient.ts`).
 */
import type { SearchRequest } from '../../../schemas/generated/searchRequest';
import type { SiteConfig } from '../../config/SiteConfig';
import { untilAborted } from '../upstream/callBudget';
import type { SearchCallOptions, SearchIndexKind, SearchService } from './contract';
import { emptySearchResult, type SearchQuery, type SearchResult } from './searchResult';

export const SEARCH_CACHE_TTL_MS = 60_000;
const MAX_CACHE_ENTRIES = 500;

export class UnknownSearchSiteError extends Error {
  override name = 'UnknownSearchSiteError';
}

export interface SearchClientOptions {
  sites: readonly Pick<SiteConfig, 'name' | 'searchIndexes'>[];
  service: SearchService;
  ttlMs?: number;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface SearchClient {
  search(
    siteName: string,
    kind: SearchIndexKind,
    query: SearchQuery,
    options?: SearchCallOptions,
  ): Promise<SearchResult>;
}

/** JSON with object keys sorted, so requests that differ only in key order share a cache entry. */
function cacheKey(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

export function createSearchClient({
  sites,
  service,
  ttlMs = SEARCH_CACHE_TTL_MS,
  now = Date.now,
  logError = console.error,
}: SearchClientOptions): SearchClient {
  const cache = new Map<string, { expires: number; result: Promise<SearchResult> }>();

  const fetchResult = async (request: SearchRequest, key: string): Promise<SearchResult> => {
    try {
      return { ...(await service(request)), failed: false };
    } catch (error) {
      cache.delete(key);
      logError(`Search of index ${request.index} failed:`, error);
      return emptySearchResult(request, true);
    }
  };

  /** The shared result, or a failed one for a caller whose deadline passes first. */
  const untilDeadline = (result: Promise<SearchResult>, request: SearchRequest, signal?: AbortSignal) =>
    signal
      ? untilAborted(result, signal).catch((error: unknown) => {
          logError(`Search of index ${request.index} abandoned at the caller's deadline:`, error);
          return emptySearchResult(request, true);
        })
      : result;

  return {
    async search(siteName, kind, query, { signal } = {}) {
      const site = sites.find((candidate) => candidate.name === siteName);
      if (!site) throw new UnknownSearchSiteError(`No search index for unknown site "${siteName}"`);
      const request: SearchRequest = { ...query, index: site.searchIndexes[kind] };
      const key = cacheKey(request);
      const cached = cache.get(key);
      if (cached && cached.expires > now()) return untilDeadline(cached.result, request, signal);
      if (cached) cache.delete(key);
      if (cache.size >= MAX_CACHE_ENTRIES) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      const result = fetchResult(request, key);
      cache.set(key, { expires: now() + ttlMs, result });
      return untilDeadline(result, request, signal);
    },
  };
}
