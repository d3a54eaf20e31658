/**
 * How search requests travel. `httpSearchTransport` POSTs the contract's JSON to a search URL (the hosted
 * service with its key on the server, or this site's `/api/search` in the browser) and treats anything
 * but a 2xx JSON search response as a failure. Browser-safe.
 */
import type { SearchResponse } from '../../schemas/generated/searchResponse';
import type { SearchTransport } from './searchClient';

const SEARCH_TIMEOUT_MS = 10_000;

export interface HttpSearchTransportOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

function isSearchResponse(body: unknown): body is SearchResponse {
  if (!body || typeof body !== 'object') return false;
  const { content, facet, total_items: total } = body as Record<string, unknown>;
  return Array.isArray(content) && Array.isArray(facet) && typeof total === 'number';
}

async function errorReason(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) return `: ${String(body.error)}`;
  } catch {
    // The reason is a courtesy; the status says enough.
  }
  return '';
}

export function httpSearchTransport(
  url: string,
  { apiKey, fetchImpl = fetch, timeoutMs = SEARCH_TIMEOUT_MS }: HttpSearchTransportOptions = {},
): SearchTransport {
  return async (request) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok)
      throw new Error(`Search service answered ${response.status}${await errorReason(response)}`);
    const body: unknown = await response.json();
    if (!isSearchResponse(body))
      throw new Error('Search service answered something that is not a search response');
    return body;
  };
}
