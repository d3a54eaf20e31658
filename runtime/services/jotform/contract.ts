/**
 * The Jotform service contract (spec 001 §7 Embedded forms): a form's definition by its id, for the
 * JotformEmbed rendering to draw its fields on the server, and a submission (`POST /api/jotform` with
 * `formId` and the answers) answered in Jotform's envelope, whose `content[0].answers` the form shows back.
 * Shapes are the schemas' (schemas/jotform*.schema.json). Two implementations: the Jotform host over HTTP
 * (`httpClient.ts`, when JOTFORM_API_URL is set) and the embedded one (`embedded/`, the default), which
 * stores submissions; `index.ts` picks one. Both refuse answers the form does not take with
 * JotformRequestError and an unknown form with UnknownJotformError. Browser-safe.
 */
import type { JotformDefinition, JotformQuestion } from '../../../schemas/generated/jotformDefinition';
import type { JotformRequest } from '../../../schemas/generated/jotformRequest';
import type {
  JotformAnswer,
  JotformResponse,
  JotformSubmission,
} from '../../../schemas/generated/jotformResponse';

export type {
  JotformAnswer,
  JotformDefinition,
  JotformQuestion,
  JotformRequest,
  JotformResponse,
  JotformSubmission,
};

/** The Jotform host's circuit breaker, and its dependency on /healthz. */
export const JOTFORM_UPSTREAM = 'jotform';

/** What a failed submission is logged as, on the server and in the browser (spec 001 §8). */
export const JOTFORM_FAILURE_CODE = 'FORM_SUBMISSION_FAILED_JOTFORM';

export interface JotformCallOptions {
  /** The caller's deadline or abort: the Jotform host stops being waited for when it aborts. */
  signal?: AbortSignal;
}

export interface JotformService {
  /** The form's definition; UnknownJotformError when there is no such form. */
  form(formId: string, options?: JotformCallOptions): Promise<JotformDefinition>;
  /** Stores the answers; JotformRequestError when the form does not take them. */
  submit(request: JotformRequest, options?: JotformCallOptions): Promise<JotformResponse>;
}

/** The answers are not ones the form takes (400 with this reason): sending them again will not help. */
export class JotformRequestError extends Error {
  override name = 'JotformRequestError';
}

/** No form has this id (404). */
export class UnknownJotformError extends Error {
  override name = 'UnknownJotformError';
}

/**
 * Whether `error` is a JotformRequestError, also one thrown by another bundle's copy of this module
 * (Next.js bundles pages and API routes apart, and they share one service per process).
 */
export const isJotformRequestError = (error: unknown): error is JotformRequestError =>
  error instanceof Error && error.name === 'JotformRequestError';

/** Whether `error` is an UnknownJotformError, also from another bundle (see isJotformRequestError). */
export const isUnknownJotformError = (error: unknown): error is UnknownJotformError =>
  error instanceof Error && error.name === 'UnknownJotformError';

const FORM_ID = /^[0-9]{1,20}$/;

/** The form id `value` names, trimmed; JotformRequestError when it cannot be one (digits, as Jotform's). */
export function jotformIdOf(value: unknown): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!FORM_ID.test(id)) throw new JotformRequestError('The form id (formId) must be 1 to 20 digits.');
  return id;
}
