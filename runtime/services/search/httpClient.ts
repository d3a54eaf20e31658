/**
 * The production search service: POSTs the contract's JSON to the hosted service (SEARCH_API_URL, key in
 * `x-api-key`) within a time budget, and accepts only a 2xx answer that the response schema validates.
 * Server-only: the key never reaches the browser, which posts to this site's `/api/search` instead.
 */
import { projectValidator } from '../../config/schemaValidator';
import type { SearchResponse, SearchService } from './contract';

const SEARCH_TIMEOUT_MS = 10_000;

export interface HttpSearchServiceOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

async function errorReason(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) return `: ${String(body.error)}`;
  } catch {
    // no JSON body: the status says enough
  }
  return '';
}

function searchResponse(body: unknown): SearchResponse {
  const validate = projectValidator('searchResponse');
  if (validate(body)) return body as SearchResponse;
  const [first] = validate.errors ?? [];
  const where = first ? ` (${first.instancePath || 'body'}: ${first.message ?? first.keyword})` : '';
  throw new Error(`Search service answered something that is not a search response${where}`);
}

export function httpSearchService(
  url: string,
  { apiKey, fetchImpl = fetch, timeoutMs = SEARCH_TIMEOUT_MS }: HttpSearchServiceOptions = {},
): SearchService {
  return async (request) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok)
      throw new Error(`Search service answered ${response.status}${await errorReason(response)}`);
    return searchResponse(await response.json());
  };
}
