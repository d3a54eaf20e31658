/**
 * `POST /api/forms/comhub` as it arrives: the method (405), the client's rate (429 with Retry-After,
 * counted per visitor address before the body is read), the body read by the shared bounded reader
 * (runtime/http/readJsonBody.ts: 400 when too large or too deep, 415 when not JSON), then
 * handleFormSubmission's rules. A refused request was never accepted, so the rate limit loses no lead.
 * Whatever goes wrong, the answer is never a 500: an unexpected failure is logged and answered 503.
 */
import type { ClientRateLimit, RateLimiter } from '../../../http/ClientRateLimiter';
import type { ClientSource } from '../../../http/clientAddress';
import { type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import {
  type FormHandlerResponse,
  type FormSubmissionContext,
  handleFormSubmission,
  leadUnavailable,
} from './handleFormSubmission';

/**
 * The largest valid lead is a kit request with a full cart (50 kits) and every text at its longest: 62,125
 * bytes as a browser's JSON.stringify writes it (kitRequestForm.test.ts builds it); a service booking with
 * both free texts full is under 18 kB. A submission nests four deep (`values.kits[].name`).
 */
export const FORM_BODY_LIMITS = { maxBytes: 64 * 1024, maxDepth: 6 } as const;

/** Ten leads at once from one address, then one every 30 seconds: far above a visitor's, far below a flood. */
export const LEAD_FORM_RATE_LIMIT: ClientRateLimit = {
  burst: 10,
  refillPerSecond: 1 / 30,
  maxClients: 10_000,
};

/** What the handler needs of a Node.js request. */
export interface FormPostRequest extends JsonBodySource, ClientSource {
  method?: string | undefined;
}

export interface FormPostContext extends FormSubmissionContext {
  rateLimiter: RateLimiter;
}

export async function handleFormPost(
  request: FormPostRequest,
  context: FormPostContext,
): Promise<FormHandlerResponse> {
  const { logError = console.error } = context;
  try {
    if (request.method !== 'POST') {
      request.resume();
      return { status: 405, body: { error: 'Only POST is supported.' }, headers: { Allow: 'POST' } };
    }
    const rate = await context.rateLimiter.take(request);
    if (!rate.allowed) {
      request.resume();
      return {
        status: 429,
        body: { error: 'Too many form submissions from this address; please try again later.' },
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      };
    }
    const body = await readJsonBody(request, FORM_BODY_LIMITS);
    if (!body.ok) return { status: body.status, body: { error: body.error } };
    return await handleFormSubmission(body.value, context);
  } catch (error) {
    logError('A form submission failed unexpectedly:', error);
    return leadUnavailable();
  }
}
