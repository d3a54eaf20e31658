/**
 * The search service as the server sees it: with SEARCH_API_URL set, the hosted service (`httpClient.ts`,
 * with SEARCH_API_KEY); without it, the embedded engine in this process (`embedded/`, the default: no
 * account, no key). One instance of each per process, shared by the pages' loaders and `/api/search`,
 * which Next.js bundles apart (onePerProcess): the embedded engine holds every loaded index in memory.
 * Server-only.
 */
import { onePerProcess } from '../../cache/onePerProcess';
import { loadSiteConfigs } from '../../config/loadSiteConfigs';
import type { SearchService } from './contract';
import { EmbeddedSearchService } from './embedded/EmbeddedSearchService';
import { httpSearchService } from './httpClient';
import { createSearchClient, type SearchClient } from './searchClient';

export function searchServiceFromEnv(env: Record<string, string | undefined> = process.env): SearchService {
  const url = env.SEARCH_API_URL?.trim();
  if (url) {
    const apiKey = env.SEARCH_API_KEY?.trim();
    return httpSearchService(url, apiKey ? { apiKey } : {});
  }
  const embedded = new EmbeddedSearchService({ sites: loadSiteConfigs() });
  return (request) => embedded.search(request);
}

export function serverSearchService(): SearchService {
  return onePerProcess('searchService', () => searchServiceFromEnv());
}

/** The cached, failure-tolerant client over the server's service (component loaders use it). */
export function serverSearchClient(): SearchClient {
  return onePerProcess('searchClient', () =>
    createSearchClient({ sites: loadSiteConfigs(), service: serverSearchService() }),
  );
}
