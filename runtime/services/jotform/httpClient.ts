/**
 * The production Jotform service: `GET <JOTFORM_API_URL>/form/{id}` answers a form's definition and
 * `POST <JOTFORM_API_URL>/form/{id}/submissions` (JSON `{answers}`) stores a submission, the key (when
 * set) in Jotform's `APIKEY` header. Each call goes through the `jotform` circuit breaker within its time
 * budget (JOTFORM_TIMEOUT_MS, body included) and the caller's signal, and counts only when its answer
 * validates against schemas/jotformDefinition.schema.json or jotformResponse.schema.json. A 400 is the
 * host refusing the answers (JotformRequestError with its reason), a 404 an unknown form
 * (UnknownJotformError), neither counting against the host; anything else — refused connection, time-out,
 * open breaker, 5xx, another 4xx, a body that is not the contract's — is an UpstreamUnavailableError.
 * Server-only: the key never reaches the browser, which posts to this site's `/api/jotform`.
 */
import type { ProjectSchemaName } from '../../config/schemaValidator';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { fetchContractJson } from '../upstream/fetchContractJson';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { UpstreamStatusError } from '../upstream/upstreamErrors';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  JOTFORM_UPSTREAM,
  type JotformCallOptions,
  type JotformDefinition,
  JotformRequestError,
  type JotformResponse,
  type JotformService,
  jotformIdOf,
  UnknownJotformError,
} from './contract';

export interface HttpJotformOptions {
  /** Sent as `APIKEY`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to JOTFORM_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `jotform` breaker. */
  breaker?: CircuitBreaker;
}

export function httpJotformService(
  baseUrl: string,
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpJotformOptions = {},
): JotformService {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(
    path: string,
    body: unknown,
    answer: ProjectSchemaName,
    { signal }: JotformCallOptions,
  ): Promise<T> {
    try {
      return await upstreamCall(
        JOTFORM_UPSTREAM,
        (callSignal) =>
          fetchContractJson<T>({
            upstreamName: 'The Jotform host',
            url: `${base}${path}`,
            body,
            headers: apiKey ? { APIKEY: apiKey } : {},
            answer,
            fetchImpl,
            signal: callSignal,
          }),
        {
          timeoutMs: timeoutMs ?? upstreamSettings().jotformTimeoutMs,
          signal,
          ...(breaker ? { breaker } : {}),
        },
      );
    } catch (error) {
      if (error instanceof UpstreamStatusError && error.status === 400)
        throw new JotformRequestError(error.message);
      if (error instanceof UpstreamStatusError && error.status === 404)
        throw new UnknownJotformError(error.message);
      throw unavailableBecause(JOTFORM_UPSTREAM, error);
    }
  }

  return {
    form: async (formId, options = {}) =>
      call<JotformDefinition>(`/form/${jotformIdOf(formId)}`, undefined, 'jotformDefinition', options),
    submit: async ({ formId, answers }, options = {}) =>
      call<JotformResponse>(
        `/form/${jotformIdOf(formId)}/submissions`,
        { answers },
        'jotformResponse',
        options,
      ),
  };
}
