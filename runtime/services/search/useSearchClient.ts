/**
 * The search client of the page's site in the browser: requests go to this site's `/api/search` (which
 * holds any hosted service's key and validates both ways), and the client's 60 s cache lives as long as
 * the page.
 */
import type { SiteConfig } from '../../config/SiteConfig';
import { useSite } from '../../site/SiteContext';
import type { SearchResponse, SearchService } from './contract';
import { createSearchClient, type SearchClient } from './searchClient';

export const BROWSER_SEARCH_URL = '/api/search';

/** This site's own route; its answer was checked against the response schema on the server. */
const siteSearchApi: SearchService = async (request) => {
  const response = await fetch(BROWSER_SEARCH_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`Search service answered ${response.status}`);
  return (await response.json()) as SearchResponse;
};

const clients = new Map<string, SearchClient>();

function browserSearchClient(site: Pick<SiteConfig, 'name' | 'searchIndexes'>): SearchClient {
  let client = clients.get(site.name);
  if (!client) {
    client = createSearchClient({ sites: [site], service: siteSearchApi });
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
