import { describe, expect, it } from 'vitest';
import { projectValidator } from '../../runtime/config/schemaValidator';
import { checkFormSubmission } from '../../runtime/services/forms/leadForms';
import { LEAD_SITE_NAMES } from '../../tests/fixtures/leadSubmissions';
import * as browserValidator from '../forms/validators/carContactForm.generated';
import { validValues } from '../../tests/fixtures/carContact';

const server = projectValidator('carContactForm');
const errorsOf = (validate: typeof browserValidator.validate, value: unknown) => {
  validate(value);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
};
const submission = (values: unknown, formName = 'carstoresesiteCarContactForm') => ({
  formName,
  formSubmissionId: '8d0c8a4e-4a43-4d3e-9d55-0f0a8f6b2b11',
  values,
});

const withoutMessage = Object.fromEntries(Object.entries(validValues()).filter(([key]) => key !== 'message'));

/** Values and the errors both validators report for them. */
const samples: readonly [string, unknown, string[]][] = [
  ['a complete lead', validValues(), []],
  ['no message (it is optional)', withoutMessage, []],
  ['a phone with plus and spaces', validValues({ phone: '+47 912 34 567' }), []],
  ['a phone with a hyphen', validValues({ phone: '070-123 45 67' }), ['/phone pattern']],
  ['a phone of 5 digits', validValues({ phone: '12345' }), ['/phone pattern']],
  ['an e-mail without domain', validValues({ email: 'sven@' }), ['/email format']],
  ['a blank name', validValues({ name: '   ' }), ['/name pattern']],
  ['a message over 2000 characters', validValues({ message: 'x'.repeat(2001) }), ['/message maxLength']],
  [
    'no name, phone, e-mail or recipient',
    { car: validValues().car, quote: false, testDrive: false, source: validValues().source },
    [' required', ' required', ' required', ' required', ' required'],
  ],
  [
    'a car id that is not digits, an unknown car field',
    validValues({ car: { ...validValues().car, id: '12a', colour: 'Svart' } as never }),
    ['/car additionalProperties', '/car/id pattern'],
  ],
  ['a relative source', validValues({ source: '/bil/1/x' }), ['/source format']],
  ['quote as text', validValues({ quote: 'ja' as never }), ['/quote type']],
  ['an unknown field', { ...validValues(), siteName: 'x' }, [' additionalProperties']],
];

describe('the car contact form schema', () => {
  for (const [what, values, errors] of samples) {
    it(`judges ${what} alike in the browser and on the server`, () => {
      expect(errorsOf(server, values)).toEqual(errors);
      expect(errorsOf(browserValidator.validate, values)).toEqual(errors);
    });
  }

  it("requires the visitor's name, phone and e-mail and the recipient; the message is not", () => {
    expect(browserValidator.requiredProperties).toEqual(
      expect.arrayContaining(['name', 'phone', 'email', 'toName', 'toEmail', 'car', 'source']),
    );
    expect(browserValidator.requiredProperties).not.toContain('message');
  });
});

describe('the form hub check of <site>CarContactForm', () => {
  it('accepts a valid lead of a configured site', () => {
    expect(checkFormSubmission(submission(validValues()), LEAD_SITE_NAMES)).toMatchObject({ ok: true });
  });

  it('names each failing field by its pointer', () => {
    const check = checkFormSubmission(
      submission(validValues({ phone: '12', toEmail: 'nobody' })),
      LEAD_SITE_NAMES,
    );
    expect(check.ok ? [] : check.problems.map((problem) => problem.pointer)).toEqual([
      '/values/phone',
      '/values/toEmail',
    ]);
  });

  it('refuses the form of a site it does not know', () => {
    const check = checkFormSubmission(submission(validValues(), 'elsewhereCarContactForm'), LEAD_SITE_NAMES);
    expect(check).toEqual({
      ok: false,
      problems: [{ pointer: '/formName', message: 'unknown form "elsewhereCarContactForm"' }],
    });
  });
});
