/**
 * The production finance quote service (Codeweaver): `POST <FINANCE_API_URL>/default`, `POST …/cfd` and
 * `GET …/legal?quoteRef=` (key, when set, in `x-api-key`), each through the `finance` circuit breaker
 * within its time budget (FINANCE_TIMEOUT_MS, body included) and the caller's signal. A 2xx answer counts
 * only when its response schema validates; 400 is the service refusing the request (FinanceRequestError
 * with its reason) and 404 from `legal` an unknown quote (UnknownQuoteError), neither counting against the
 * service. Anything else — refused connection, time-out, open breaker, 5xx, another 4xx, a body that is
 * not the contract's — is an UpstreamUnavailableError. Server-only: the key never reaches the browser,
 * which asks this site's `/api/codeweaver/*`.
 */
import type { ProjectSchemaName } from '../../config/schemaValidator';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { fetchContractJson } from '../upstream/fetchContractJson';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { UpstreamStatusError } from '../upstream/upstreamErrors';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  FINANCE_UPSTREAM,
  type FinanceCallOptions,
  FinanceRequestError,
  type FinanceService,
  quoteReferenceOf,
  UnknownQuoteError,
} from './contract';

export interface HttpFinanceOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to FINANCE_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `finance` breaker. */
  breaker?: CircuitBreaker;
}

interface Call {
  path: string;
  body?: unknown;
  answer: ProjectSchemaName;
}

export function httpFinanceService(
  baseUrl: string,
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpFinanceOptions = {},
): FinanceService {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>({ path, body, answer }: Call, { signal }: FinanceCallOptions = {}): Promise<T> {
    try {
      return await upstreamCall(
        FINANCE_UPSTREAM,
        (callSignal) =>
          fetchContractJson<T>({
            upstreamName: 'The finance service',
            url: `${base}${path}`,
            body,
            headers: apiKey ? { 'x-api-key': apiKey } : {},
            answer,
            fetchImpl,
            signal: callSignal,
          }),
        {
          timeoutMs: timeoutMs ?? upstreamSettings().financeTimeoutMs,
          signal,
          ...(breaker ? { breaker } : {}),
        },
      );
    } catch (error) {
      if (error instanceof UpstreamStatusError && error.status === 400)
        throw new FinanceRequestError(error.message);
      if (error instanceof UpstreamStatusError && error.status === 404 && answer === 'financeLegalResponse')
        throw new UnknownQuoteError(error.message);
      throw unavailableBecause(FINANCE_UPSTREAM, error);
    }
  }

  return {
    products: (request, options) =>
      call({ path: '/default', body: request, answer: 'financeProductsResponse' }, options),
    quote: (request, options) =>
      call({ path: '/cfd', body: request, answer: 'financeQuoteResponse' }, options),
    legal: async (quoteRef, options) =>
      call(
        {
          path: `/legal?quoteRef=${encodeURIComponent(quoteReferenceOf(quoteRef))}`,
          answer: 'financeLegalResponse',
        },
        options,
      ),
  };
}
