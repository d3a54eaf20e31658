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
import { type FormHub, FORMS_UPSTREAM, type FormSubmission, FormValidationError } from './contract';

/** How long a visitor waits for the hub before the lead goes to the outbox; each later attempt too. */
const FORM_HUB_TIMEOUT_MS = 5_000;
/** The most of an error answer read, and the longest reason kept from it. */
const REASON_READ_BYTES = 8 * 1024;
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

/** The first `maxBytes` of a body, the rest left unread. */
async function bodyStart(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel();
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}

/** The hub's reason for an error status: its JSON `error`, else the start of its text. */
async function errorReason(response: Response): Promise<string> {
  const text = await bodyStart(response, REASON_READ_BYTES);
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body)
      return String(body.error).slice(0, REASON_MAX_CHARS);
  } catch {
    // not JSON (or cut short): the text itself is the reason
  }
  return text.trim().slice(0, REASON_MAX_CHARS);
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
    return { status: response.status, reason: await errorReason(response) };
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
