/**
 * Posting a lead to the site's form hub route (`POST /api/forms/comhub`, spec 002 §7): one
 * `formSubmissionId` per submission, sent again with every retry so the hub stores the lead once, and up
 * to 3 tries 1 s apart when the network fails, the server fails (5xx) or it asks to slow down (429), as
 * spec 001 §7 says of the contact form. 202 is accepted. A 400 names what the hub refused, as JSON
 * pointers into the submission (`{error, problems: [{pointer: '/values/customerPhone', message}]}`): the
 * fields behind them are handed back so the form can mark them. Any other answer is a failure.
 */
import type { FormSubmission } from '../../schemas/generated/formSubmission';

export const LEAD_ENDPOINT = '/api/forms/comhub';
export const LEAD_TRIES = 3;
export const LEAD_RETRY_DELAY_MS = 1000;

export type LeadOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'failed' }
  /** The hub refused these fields of the values (a 400 naming none is `failed`). */
  | { outcome: 'refused'; fields: string[] };

export interface SubmitLeadOptions {
  fetch?: typeof globalThis.fetch;
  /** Waits between tries (tests pass one that resolves at once). */
  wait?: (ms: number) => Promise<void>;
  newId?: () => string;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fields a 400 names (`/values/<field>…`), first mention first; anything unreadable names none. */
async function refusedFields(response: Response): Promise<string[]> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return [];
  }
  const problems = body && typeof body === 'object' && 'problems' in body ? body.problems : undefined;
  if (!Array.isArray(problems)) return [];
  const fields = new Set<string>();
  for (const problem of problems.slice(0, 100)) {
    const pointer: unknown =
      problem && typeof problem === 'object' && 'pointer' in problem ? problem.pointer : '';
    const field = typeof pointer === 'string' ? /^\/values\/([^/]+)/.exec(pointer)?.[1] : undefined;
    if (field) fields.add(field.replaceAll('~1', '/').replaceAll('~0', '~'));
  }
  return [...fields];
}

/** Worth another try: the server or the way to it failed, or it asked the client to slow down. */
const retryable = (status: number) => status >= 500 || status === 429;

export async function submitLead(
  formName: string,
  values: FormSubmission['values'],
  { fetch = globalThis.fetch, wait = waitFor, newId = () => crypto.randomUUID() }: SubmitLeadOptions = {},
): Promise<LeadOutcome> {
  const body: FormSubmission = { formName, formSubmissionId: newId(), values };
  const request = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  for (let attempt = 1; attempt <= LEAD_TRIES; attempt += 1) {
    if (attempt > 1) await wait(LEAD_RETRY_DELAY_MS);
    try {
      const response = await fetch(LEAD_ENDPOINT, request);
      if (response.status === 202) return { outcome: 'accepted' };
      if (response.status === 400) {
        const fields = await refusedFields(response);
        return fields.length > 0 ? { outcome: 'refused', fields } : { outcome: 'failed' };
      }
      if (!retryable(response.status)) return { outcome: 'failed' };
    } catch {
      // A network failure: try again.
    }
  }
  return { outcome: 'failed' };
}
