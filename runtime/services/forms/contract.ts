/**
 * The form hub contract (spec 002 §7 Lead forms, spec 001 §7 Contact form): a lead form's submission
 * `{formName, formSubmissionId, values}` (schemas/formSubmission.schema.json) is handed to the hub, which
 * accepts it (202) or refuses it with reasons (400). Two implementations: the hosted hub over HTTP
 * (`httpClient.ts`, when FORM_HUB_URL is set) and the embedded hub (`embedded/`, the default); `index.ts`
 * picks one. A hub that cannot be reached, is slow or fails says so with the shared
 * UpstreamUnavailableError (runtime/services/upstream/), which is what sends a lead to the outbox
 * (`outbox/`). Browser-safe.
 */
import type { FormSubmission } from '../../../schemas/generated/formSubmission';

export type { FormSubmission };

/** The hosted hub's circuit breaker and upstream name (/healthz, error messages). */
export const FORMS_UPSTREAM = 'forms';

/** One failing part of a submission: a JSON pointer into the submission (`/values/customerPhone`) and why. */
export interface FormProblem {
  pointer: string;
  message: string;
}

export interface FormHubCallOptions {
  /** Aborts the call; the HTTP hub also keeps a time budget of its own. */
  signal?: AbortSignal;
}

export interface FormHub {
  /**
   * Resolves once the hub has accepted the submission (a repeat of an accepted id is accepted again).
   * Rejects with FormValidationError when the hub refuses it, with UpstreamUnavailableError when the hub
   * could not take it now.
   */
  submit(submission: FormSubmission, options?: FormHubCallOptions): Promise<void>;
}

/** The hub refuses this submission as it is (400): sending it again will not help. */
export class FormValidationError extends Error {
  override name = 'FormValidationError';

  constructor(
    message: string,
    readonly problems: readonly FormProblem[],
  ) {
    super(message);
  }
}
