/**
 * The production search service: POSTs the contract's JSON to the hosted service (SEARCH_API_URL, key in
 * `x-api-key`) through the `search` circuit breaker, within its time budget (SEARCH_TIMEOUT_MS, body
 * included) and the caller's signal, and accepts only a 2xx answer that the response schema validates.
 * Server-only: the key never reaches the browser, which posts to this site's `/api/search` instead.
 */
import { projectValidator } from '../../config/schemaValidator';
import { upstreamCall } from '../upstream/upstreamCall';
import { upstreamErrorReason } from '../upstream/upstreamErrorReason';
import { UpstreamStatusError } from '../upstream/upstreamErrors';
import { upstreamSettings } from '../upstream/upstreamSettings';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { SEARCH_UPSTREAM, type SearchResponse, type SearchService } from './contract';

export interface HttpSearchServiceOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to SEARCH_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `search` breaker. */
  breaker?: CircuitBreaker;
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
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpSearchServiceOptions = {},
): SearchService {
  return (request, { signal } = {}) =>
    upstreamCall(
      SEARCH_UPSTREAM,
      async (callSignal) => {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
          body: JSON.stringify(request),
          signal: callSignal,
        });
        if (!response.ok) {
          const reason = await upstreamErrorReason(response);
          const message = `Search service answered ${response.status}${reason ? `: ${reason}` : ''}`;
          throw new UpstreamStatusError(response.status, message);
        }
        return searchResponse(await response.json());
      },
      { timeoutMs: timeoutMs ?? upstreamSettings().searchTimeoutMs, signal, ...(breaker ? { breaker } : {}) },
    );
}
