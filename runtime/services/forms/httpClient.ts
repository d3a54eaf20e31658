/**
 * The production form hub: POSTs the submission's JSON to FORM_HUB_URL (key, when set, in `x-api-key`)
 * through the `forms` circuit breaker, within its time budget and the caller's signal
 * (runtime/services/upstream/). 202 is accepted. A 4xx that is the submission's fault is a
 * FormValidationError carrying the hub's reason (the lead is kept as failed, never sent again); everything
 * else — refused connection, time-out, open breaker, 5xx, 401/403 (a key to fix), 408, 429, a redirect or
 * another 2xx — is an UpstreamUnavailableError, so the lead waits in the outbox until the hub takes it.
 * Server-only: the key never reaches the browser, which posts to this site's `/api/forms/comhub`.
 */
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { upstreamErrorReason } from '../upstream/upstreamErrorReason';
import { type FormHub, FORMS_UPSTREAM, type FormSubmission, FormValidationError } from './contract';

/** How long a visitor waits for the hub before the lead goes to the outbox; each later attempt too. */
const FORM_HUB_TIMEOUT_MS = 5_000;
/** The longest reason kept from an error answer. */
const REASON_MAX_CHARS = 500;
/** 4xx statuses that say nothing about the submission: try again later. */
const TRANSIENT_CLIENT_STATUSES = new Set([401, 403, 408, 425, 429]);

export interface HttpFormHubOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Defaults to the process's `forms` breaker. */
  breaker?: CircuitBreaker;
}

/** The hub's answer when it is not 202: its status and its reason. */
interface HubAnswer {
  status: number;
  reason: string;
}

const isRefusal = (status: number): boolean =>
  status >= 400 && status < 500 && !TRANSIENT_CLIENT_STATUSES.has(status);

export function httpFormHub(
  url: string,
  { apiKey, fetchImpl = fetch, timeoutMs = FORM_HUB_TIMEOUT_MS, breaker }: HttpFormHubOptions = {},
): FormHub {
  const post = async (submission: FormSubmission, signal: AbortSignal): Promise<HubAnswer | null> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
        body: JSON.stringify(submission),
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error('The form hub could not be reached.', { cause: error });
    }
    if (response.status === 202) {
      await response.body?.cancel();
      return null;
    }
    return {
      status: response.status,
      reason: await upstreamErrorReason(response, { maxChars: REASON_MAX_CHARS, plainText: true }),
    };
  };

  return {
    async submit(submission, { signal } = {}) {
      let answer: HubAnswer | null;
      try {
        answer = await upstreamCall(FORMS_UPSTREAM, (callSignal) => post(submission, callSignal), {
          timeoutMs,
          signal,
          // A 4xx is an answer from a working hub; only a 5xx counts against it.
          failureOf: (result) => (result && result.status >= 500 ? `answered ${result.status}` : null),
          ...(breaker ? { breaker } : {}),
        });
      } catch (error) {
        throw unavailableBecause(FORMS_UPSTREAM, error);
      }
      if (!answer) return;
      const message = `The form hub answered ${answer.status}${answer.reason ? `: ${answer.reason}` : ''}`;
      if (isRefusal(answer.status)) {
        throw new FormValidationError(message, [
          { pointer: '', message: answer.reason || `refused (${answer.status})` },
        ]);
      }
      throw unavailableBecause(FORMS_UPSTREAM, new Error(message));
    },
  };
}
