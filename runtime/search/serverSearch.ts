/**
 * The search service as the server sees it. With SEARCH_API_URL set, requests go to the hosted service
 * with SEARCH_API_KEY; without it, to the embedded engine in this process (the default: no account, no
 * key). Component loaders use `serverSearchClient()`; `/api/search` uses `serverSearchTransport()`.
 */
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { EmbeddedSearchService } from './embedded/EmbeddedSearchService';
import { createSearchClient, type SearchClient, type SearchTransport } from './searchClient';
import { httpSearchTransport } from './searchTransports';

interface SearchServiceConfig {
  url: string;
  apiKey?: string;
}

/** The hosted search service from the environment, or null for the embedded default. */
function searchServiceConfig(env: NodeJS.ProcessEnv = process.env): SearchServiceConfig | null {
  const url = env.SEARCH_API_URL?.trim();
  if (!url) return null;
  const apiKey = env.SEARCH_API_KEY?.trim();
  return apiKey ? { url, apiKey } : { url };
}

let transport: SearchTransport | undefined;
let client: SearchClient | undefined;

export function serverSearchTransport(): SearchTransport {
  if (!transport) {
    const hosted = searchServiceConfig();
    if (hosted) {
      transport = httpSearchTransport(hosted.url, hosted.apiKey ? { apiKey: hosted.apiKey } : {});
    } else {
      const embedded = new EmbeddedSearchService({ sites: loadSiteConfigs() });
      transport = (request) => embedded.search(request);
    }
  }
  return transport;
}

export function serverSearchClient(): SearchClient {
  client ??= createSearchClient({ sites: loadSiteConfigs(), transport: serverSearchTransport() });
  return client;
}
