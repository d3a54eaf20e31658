/**
 * A Jotform submission as the browser sends it: `POST /api/jotform` with `formId` and the answers, on
 * this site (which holds any Jotform key and validates both ways). 200 is the stored submission, whose
 * `content[0].answers` the form shows back; any other answer, or no answer at all, is a failure with its
 * status (0: the network failed), for the form to log as FORM_SUBMISSION_FAILED_JOTFORM. Browser-safe.
 */
import type { JotformRequest, JotformSubmission } from './contract';

export const JOTFORM_ENDPOINT = '/api/jotform';

export type JotformOutcome = { ok: true; submission: JotformSubmission } | { ok: false; status: number };

export async function submitJotform(
  request: JotformRequest,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<JotformOutcome> {
  try {
    const response = await fetchImpl(JOTFORM_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.status !== 200) return { ok: false, status: response.status };
    const body = (await response.json()) as { content?: JotformSubmission[] };
    const submission = body.content?.[0];
    return submission?.answers ? { ok: true, submission } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
