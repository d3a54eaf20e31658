/**
 * The rules of `POST /api/forms/comhub` once the body is read: a submission whose envelope or values fail
 * their schemas is answered 400 with every failing pointer and kept nowhere, and so is a car contact lead
 * whose recipient is not the car's (carContactCheck.ts; 503 while the car cannot be looked up). A valid
 * one goes to the form
 * hub, within the hub's time budget; when the hub is down, slow or failing, the lead is stored in the
 * outbox, which delivers it later, and the visitor is told 202 only once it is on disk. A lead the hub
 * refuses is answered 400 with the hub's reason and kept as failed in the outbox for an operator (it
 * passed our schemas, so the fault is between us and the hub, and the visitor's lead is not thrown
 * away). Only when neither the hub nor the outbox can take a lead is it 503: nothing was kept, the
 * browser may try again.
 */
import type { RecipientCheck } from '../carContactCheck';
import { type FormHub, type FormProblem, type FormSubmission, FormValidationError } from '../contract';
import { checkFormSubmission } from '../leadForms';
import type { LeadKeeper } from '../outbox/LeadOutbox';

/** When a visitor whose lead could not be kept may try again. */
const STORE_RETRY_AFTER_SECONDS = 30;

export type FormHandlerResponse = { headers?: Record<string, string> } & (
  | { status: 202; body: { formSubmissionId: string; delivery: 'delivered' | 'queued' } }
  | { status: 400 | 405 | 415 | 429 | 503; body: { error: string; problems?: readonly FormProblem[] } }
);

export interface FormSubmissionContext {
  hub: FormHub;
  outbox: LeadKeeper;
  /** Configured site names: `<site>SellCarForm` names one of them. */
  siteNames: ReadonlySet<string>;
  /** Whether the recipient a lead names is one its form may write to (carContactCheck.ts). */
  checkRecipient: RecipientCheck;
  logError?: (message: string, error?: unknown) => void;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const accepted = (submission: FormSubmission, delivery: 'delivered' | 'queued'): FormHandlerResponse => ({
  status: 202,
  body: { formSubmissionId: submission.formSubmissionId, delivery },
});

export const leadUnavailable = (): FormHandlerResponse => ({
  status: 503,
  body: { error: 'The form could not be received just now; please try again.' },
  headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
});

export async function handleFormSubmission(
  body: unknown,
  { hub, outbox, siteNames, checkRecipient, logError = console.error }: FormSubmissionContext,
): Promise<FormHandlerResponse> {
  const check = checkFormSubmission(body, siteNames);
  if (!check.ok) {
    return { status: 400, body: { error: 'The form submission is not valid.', problems: check.problems } };
  }
  const { submission } = check;
  const recipient = await checkRecipient(submission);
  if (!recipient.ok) {
    if ('unavailable' in recipient) return leadUnavailable();
    return {
      status: 400,
      body: { error: 'The form submission is not valid.', problems: recipient.problems },
    };
  }
  const lead = `${submission.formName} ${submission.formSubmissionId}`;
  try {
    await hub.submit(submission);
    return accepted(submission, 'delivered');
  } catch (error) {
    if (error instanceof FormValidationError) {
      logError(`Lead ${lead} was refused by the form hub: ${error.message}`);
      try {
        await outbox.keepFailed(submission, error.message);
      } catch (storeError) {
        logError(`Lead ${lead} could not be kept as failed in the outbox:`, storeError);
      }
      return {
        status: 400,
        body: { error: 'The form hub refused the submission.', problems: error.problems },
      };
    }
    try {
      await outbox.keepPending(submission, describeError(error));
    } catch (storeError) {
      logError(`Lead ${lead}: the form hub failed (${describeError(error)}) and the outbox too:`, storeError);
      return leadUnavailable();
    }
    return accepted(submission, 'queued');
  }
}
