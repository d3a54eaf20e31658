/**
 * `POST /api/jotform` (spec 001 §7 Embedded forms) as it arrives: the body read by the shared bounded
 * reader (runtime/http/readJsonBody.ts: 400 when too large or too deep, 415 when not JSON) and validated
 * with schemas/jotformRequest.schema.json (400 with the failing pointers), then handed to the Jotform
 * service. Its answer is 200 with Jotform's envelope (`content[0].answers`); answers the form does not take
 * are 400 with the reason, an unknown form 404, and a failing service is logged as
 * FORM_SUBMISSION_FAILED_JOTFORM (spec 001 §8) and answered 502, or 503 (with when to try again) / 504
 * when it is unavailable. Whatever goes wrong, never a 500. The largest valid body, fifty answers of up to
 * 4,000 characters, is far above any real form's; 64 kB and a depth of 3 bound it.
 */
import { schemaProblems } from '../../../config/schemaProblems';
import { type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import {
  isJotformRequestError,
  isUnknownJotformError,
  JOTFORM_FAILURE_CODE,
  type JotformRequest,
  type JotformResponse,
  type JotformService,
} from '../contract';

export const JOTFORM_BODY_LIMITS = { maxBytes: 64 * 1024, maxDepth: 3 } as const;

/** What the visitor's browser is told when the service failed. */
export const JOTFORM_SERVICE_FAILED = 'The form could not be sent.';

export interface JotformHandlerResponse {
  status: 200 | 400 | 404 | 415 | 502 | 503 | 504;
  body: JotformResponse | { error: string };
  /** With a 503: seconds until the service is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface JotformHandlerContext {
  service: JotformService;
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export async function handleJotformPost(
  request: JsonBodySource,
  { service, signal, logError = console.error }: JotformHandlerContext,
): Promise<JotformHandlerResponse> {
  let formId = 'unknown';
  try {
    const read = await readJsonBody(request, JOTFORM_BODY_LIMITS);
    if (!read.ok) return { status: read.status, body: { error: read.error } };
    const problems = schemaProblems('jotformRequest', read.value);
    if (problems) return { status: 400, body: { error: problems } };
    const submission = read.value as JotformRequest;
    formId = submission.formId;
    return { status: 200, body: await service.submit(submission, signal ? { signal } : {}) };
  } catch (error) {
    if (isJotformRequestError(error)) return { status: 400, body: { error: error.message } };
    if (isUnknownJotformError(error)) return { status: 404, body: { error: error.message } };
    logError(`${JOTFORM_FAILURE_CODE}: the submission of Jotform form ${formId} failed:`, error);
    return { ...upstreamFailureAnswer(error), body: { error: JOTFORM_SERVICE_FAILED } };
  }
}
