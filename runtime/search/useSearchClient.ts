/**
 * The search client of the page's site in the browser: requests go to this site's `/api/search` (which
 * holds any hosted service's key), and the client's 60 s cache lives as long as the page.
 */
import type { SiteConfig } from '../config/SiteConfig';
import { useSite } from '../site/SiteContext';
import { createSearchClient, type SearchClient } from './searchClient';
import { httpSearchTransport } from './searchTransports';

export const BROWSER_SEARCH_URL = '/api/search';

const clients = new Map<string, SearchClient>();

function browserSearchClient(site: Pick<SiteConfig, 'name' | 'searchIndexes'>): SearchClient {
  let client = clients.get(site.name);
  if (!client) {
    client = createSearchClient({ sites: [site], transport: httpSearchTransport(BROWSER_SEARCH_URL) });
    clients.set(site.name, client);
  }
  return client;
}

/** `search(kind, query)` for the page's site. */
export function useSearchClient() {
  const site = useSite();
  const client = browserSearchClient(site);
  return {
    search: (kind: Parameters<SearchClient['search']>[1], query: Parameters<SearchClient['search']>[2]) =>
      client.search(site.name, kind, query),
  };
}
