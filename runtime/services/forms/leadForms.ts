/**
 * Which lead forms exist and which schema validates each one's values, chosen by the submission's
 * `formName` (spec 002 §3, spec 001 §7): `<site>SellCarForm`, `<site>CarContactForm` and the kit
 * catalogue's `<site>KitRequestForm` (issue 17) for a configured site, `ServiceBookingForm`. The API
 * route and the embedded hub both check a submission here, so a lead the route accepts is one the hub
 * accepts. A new form is one more entry in LEAD_FORMS.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { type ProjectSchemaName, projectValidator } from '../../config/schemaValidator';
import type { FormProblem, FormSubmission } from './contract';

interface LeadForm {
  /** The project schema its values must satisfy. */
  schema: ProjectSchemaName;
  /** Whether a form name is this form (`siteNames`: the configured sites). */
  matches(formName: string, siteNames: ReadonlySet<string>): boolean;
}

/** A form a configured site names after itself: `<site name><suffix>`. */
const siteForm =
  (suffix: string): LeadForm['matches'] =>
  (formName, siteNames) =>
    formName.endsWith(suffix) && siteNames.has(formName.slice(0, -suffix.length));

/** Problems reported at most: a real form has about fifteen fields, a body of junk gets no longer answer. */
const MAX_PROBLEMS = 50;

/** The car page's contact form of a site: `<site name>CarContactForm`. */
export const CAR_CONTACT_FORM_SUFFIX = 'CarContactForm';

const LEAD_FORMS: readonly LeadForm[] = [
  { schema: 'sellCarForm', matches: siteForm('SellCarForm') },
  { schema: 'carContactForm', matches: siteForm(CAR_CONTACT_FORM_SUFFIX) },
  { schema: 'kitRequestForm', matches: siteForm('KitRequestForm') },
  { schema: 'serviceBookingForm', matches: (formName) => formName === 'ServiceBookingForm' },
];

export type SubmissionCheck =
  { ok: true; submission: FormSubmission } | { ok: false; problems: readonly FormProblem[] };

/** A property name as a JSON pointer token (RFC 6901: `~` and `/` escaped). */
const pointerToken = (name: unknown): string => String(name).replaceAll('~', '~0').replaceAll('/', '~1');

/** An ajv error as a problem whose pointer names the field itself, also when it is missing or unknown. */
function formProblem(error: ErrorObject, basePointer: string): FormProblem {
  const at = basePointer + error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${at}/${pointerToken(error.params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return {
        pointer: `${at}/${pointerToken(error.params.additionalProperty)}`,
        message: 'is not a field of this form',
      };
    case 'notBeforeToday':
      return { pointer: at, message: 'must be today or later' };
    default:
      return { pointer: at, message: error.message ?? `fails ${error.keyword}` };
  }
}

const problemsOf = (errors: ErrorObject[] | null | undefined, basePointer: string): FormProblem[] =>
  (errors ?? []).slice(0, MAX_PROBLEMS).map((error) => formProblem(error, basePointer));

/** Checks the envelope, then the values by the form's own schema; every problem at once (up to 50). */
export function checkFormSubmission(body: unknown, siteNames: ReadonlySet<string>): SubmissionCheck {
  const envelope = projectValidator('formSubmission');
  if (!envelope(body)) return { ok: false, problems: problemsOf(envelope.errors, '') };
  const submission = body as FormSubmission;
  const form = LEAD_FORMS.find((candidate) => candidate.matches(submission.formName, siteNames));
  if (!form) {
    return {
      ok: false,
      problems: [{ pointer: '/formName', message: `unknown form "${submission.formName}"` }],
    };
  }
  const values = projectValidator(form.schema);
  if (!values(submission.values)) return { ok: false, problems: problemsOf(values.errors, '/values') };
  return { ok: true, submission };
}

/** The problems as one line, for error messages and logs. */
export function describeProblems(problems: readonly FormProblem[]): string {
  return problems.map((problem) => `${problem.pointer || '/'}: ${problem.message}`).join('; ');
}
