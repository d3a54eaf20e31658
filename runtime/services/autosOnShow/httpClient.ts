/**
 * The production autos-on-show service: GETs `<AUTOS_ON_SHOW_API_URL>/<registration key>` (key, when set,
 * in `x-api-key`) through the `autosOnShow` circuit breaker, within its time budget
 * (AUTOS_ON_SHOW_TIMEOUT_MS, body included) and the caller's signal. 200 with an answer the response
 * schema validates is the car's media; 404 is "nothing for this car" (null); 400 is the service refusing
 * the number (AutosOnShowRequestError with its reason). Anything else — refused connection, time-out,
 * open breaker, 5xx, another 4xx, a body that is not the contract's — is an UpstreamUnavailableError.
 * Server-only: the key never reaches the browser, which asks this site's `/api/autosonshow/<regNo>`.
 */
import { projectValidator } from '../../config/schemaValidator';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { upstreamErrorReason } from '../upstream/upstreamErrorReason';
import { UpstreamStatusError } from '../upstream/upstreamErrors';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  AUTOS_ON_SHOW_UPSTREAM,
  type AutosOnShowMedia,
  AutosOnShowRequestError,
  type AutosOnShowService,
  registrationKey,
} from './contract';

export interface HttpAutosOnShowOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to AUTOS_ON_SHOW_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `autosOnShow` breaker. */
  breaker?: CircuitBreaker;
}

function media(body: unknown): AutosOnShowMedia {
  const validate = projectValidator('autosOnShow');
  if (validate(body)) return body as AutosOnShowMedia;
  const [first] = validate.errors ?? [];
  const where = first ? ` (${first.instancePath || 'body'}: ${first.message ?? first.keyword})` : '';
  throw new Error(`The autos-on-show service answered something that is not a car's media${where}`);
}

export function httpAutosOnShowService(
  baseUrl: string,
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpAutosOnShowOptions = {},
): AutosOnShowService {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async media(regNo, { signal } = {}) {
      const key = registrationKey(regNo);
      try {
        return await upstreamCall(
          AUTOS_ON_SHOW_UPSTREAM,
          async (callSignal) => {
            const response = await fetchImpl(`${base}/${encodeURIComponent(key)}`, {
              headers: { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
              redirect: 'manual',
              signal: callSignal,
            });
            if (response.status === 404) {
              await response.body?.cancel();
              return null;
            }
            if (!response.ok) {
              const reason = await upstreamErrorReason(response);
              throw new UpstreamStatusError(
                response.status,
                `The autos-on-show service answered ${response.status}${reason ? `: ${reason}` : ''}`,
              );
            }
            return media(await response.json());
          },
          {
            timeoutMs: timeoutMs ?? upstreamSettings().autosOnShowTimeoutMs,
            signal,
            ...(breaker ? { breaker } : {}),
          },
        );
      } catch (error) {
        if (error instanceof UpstreamStatusError && error.status === 400)
          throw new AutosOnShowRequestError(error.message);
        throw unavailableBecause(AUTOS_ON_SHOW_UPSTREAM, error);
      }
    },
  };
}
