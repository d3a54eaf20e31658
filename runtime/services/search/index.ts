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
import { whileSearchIndexesLoad } from './indexPreload';
import { createSearchClient, type SearchClient } from './searchClient';

/** The embedded engine of this process, its loaded indexes shared by every bundle. */
const embeddedSearch = (): EmbeddedSearchService =>
  onePerProcess('embeddedSearch', () => new EmbeddedSearchService({ sites: loadSiteConfigs() }));

export function searchServiceFromEnv(env: Record<string, string | undefined> = process.env): SearchService {
  const url = env.SEARCH_API_URL?.trim();
  if (url) {
    const apiKey = env.SEARCH_API_KEY?.trim();
    return httpSearchService(url, apiKey ? { apiKey } : {});
  }
  const embedded = embeddedSearch();
  return (request) => embedded.search(request);
}

/**
 * Loads every index the markets name into the embedded engine when the server starts, without holding the
 * start up: a visitor's first search then finds its index in memory instead of waiting, within the page's
 * time budget, for thousands of records to be read and indexed. With a hosted service (SEARCH_API_URL)
 * there is nothing to load. An index that fails to load is logged and loaded again on first use. Until
 * every index has loaded or failed, `/healthz` says the instance is starting (indexPreload.ts).
 */
export async function preloadSearchIndexes(
  env: Record<string, string | undefined> = process.env,
  logError: (message: string, error: unknown) => void = console.error,
): Promise<void> {
  if (env.SEARCH_API_URL?.trim()) return;
  const embedded = embeddedSearch();
  const names = new Set(loadSiteConfigs().flatMap((site) => Object.values(site.searchIndexes)));
  await whileSearchIndexesLoad(
    Promise.all(
      [...names].map((name) =>
        embedded.engine(name).then(
          () => undefined,
          (error: unknown) => logError(`The search index ${name} could not be loaded at start:`, error),
        ),
      ),
    ),
  );
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
