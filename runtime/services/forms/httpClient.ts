/**
 * The production form hub: POSTs the submission's JSON to FORM_HUB_URL (key, when set, in `x-api-key`)
 * within a time budget and the caller's signal. 202 is accepted. A 4xx that is the submission's fault
 * is a FormValidationError carrying the hub's reason (the lead is kept as failed, never sent again);
 * everything else — refused connection, time-out, 5xx, 401/403 (a key to fix), 408, 429, any other
 * status — is FormHubUnavailableError, so the lead waits in the outbox until the hub takes it.
 * Server-only: the key never reaches the browser, which posts to this site's `/api/forms/comhub`.
 */
import type { FormHub, FormSubmission } from './contract';
import { FormHubUnavailableError, FormValidationError } from './contract';

const FORM_HUB_TIMEOUT_MS = 10_000;
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
  let text: string;
  try {
    text = await bodyStart(response, REASON_READ_BYTES);
  } catch {
    return '';
  }
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body)
      return String(body.error).slice(0, REASON_MAX_CHARS);
  } catch {
    // not JSON (or cut short): the text itself is the reason
  }
  return text.trim().slice(0, REASON_MAX_CHARS);
}

export function httpFormHub(
  url: string,
  { apiKey, fetchImpl = fetch, timeoutMs = FORM_HUB_TIMEOUT_MS }: HttpFormHubOptions = {},
): FormHub {
  return {
    async submit(submission: FormSubmission, { signal } = {}) {
      const budget = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
          body: JSON.stringify(submission),
          redirect: 'manual',
          signal: signal ? AbortSignal.any([budget, signal]) : budget,
        });
      } catch (error) {
        const why = budget.aborted
          ? `The form hub did not answer within ${timeoutMs} ms.`
          : signal?.aborted
            ? 'The call to the form hub was abandoned.'
            : 'The form hub could not be reached.';
        throw new FormHubUnavailableError(why, { cause: error });
      }
      if (response.status === 202) {
        await response.body?.cancel();
        return;
      }
      const reason = await errorReason(response);
      const answered = `The form hub answered ${response.status}${reason ? `: ${reason}` : ''}`;
      if (
        response.status >= 400 &&
        response.status < 500 &&
        !TRANSIENT_CLIENT_STATUSES.has(response.status)
      ) {
        throw new FormValidationError(answered, [
          { pointer: '', message: reason || `refused (${response.status})` },
        ]);
      }
      throw new FormHubUnavailableError(answered);
    },
  };
}
