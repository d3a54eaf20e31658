import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  demoCart,
  demoKit,
  KIT_REQUEST_FORM_NAME,
  kitRequestSubmission,
  largestKitRequest,
} from '../../../tests/fixtures/kitRequest';
import {
  checkWithoutSearch,
  formPostRequest,
  LEAD_SITE_NAMES,
} from '../../../tests/fixtures/leadSubmissions';
import * as browserValidator from '../../../ui/forms/validators/kitRequestForm.generated';
import { requestRateLimiter } from '../../shared/requestRateLimiter';
import { projectValidator } from '../../config/schemaValidator';
import { EmbeddedFormHub } from './embedded/EmbeddedFormHub';
import { FORM_BODY_LIMITS, handleFormPost, LEAD_FORM_RATE_LIMIT } from './handlers/handleFormPost';
import { checkFormSubmission } from './leadForms';
import { LeadOutbox } from './outbox/LeadOutbox';

/** The pointers and messages a submission is refused with (none when it is accepted). */
function refusal(submission: unknown): string[] {
  const check = checkFormSubmission(submission, LEAD_SITE_NAMES);
  return check.ok ? [] : check.problems.map((problem) => `${problem.pointer} ${problem.message}`);
}

describe('the form hub check of <site>KitRequestForm', () => {
  it('accepts a cart with contact details, consent and the URL context; message and context are optional', () => {
    expect(checkFormSubmission(kitRequestSubmission(), LEAD_SITE_NAMES)).toMatchObject({ ok: true });
    expect(refusal(kitRequestSubmission({ message: undefined, context: undefined }))).toEqual([]);
    expect(refusal(kitRequestSubmission({ kits: demoCart(50), context: {} }))).toEqual([]);
  });

  it('refuses an empty cart and a cart of 51 kits', () => {
    expect(refusal(kitRequestSubmission({ kits: [] }))).toEqual([
      '/values/kits must NOT have fewer than 1 items',
    ]);
    expect(refusal(kitRequestSubmission({ kits: demoCart(51) }))).toEqual([
      '/values/kits must NOT have more than 50 items',
    ]);
    expect(refusal(kitRequestSubmission({ kits: undefined }))).toEqual(['/values/kits is required']);
  });

  it('refuses a field the form does not have, in the values, a kit or the context', () => {
    expect(
      refusal(
        kitRequestSubmission({
          colour: 'red',
          kits: [{ ...demoKit(0), discount: 10 }],
          context: { user: 'anna', referrer: 'mail' },
        }),
      ),
    ).toEqual([
      '/values/colour is not a field of this form',
      '/values/kits/0/discount is not a field of this form',
      '/values/context/referrer is not a field of this form',
    ]);
  });

  it('refuses an over-long message, kit name, kit code and context value by their pointers', () => {
    expect(
      refusal(
        kitRequestSubmission({
          message: 'x'.repeat(1001),
          kits: [demoKit(0), { ...demoKit(1), name: 'x'.repeat(151), kitCode: 'V'.repeat(65) }],
          context: { dealer: 'x'.repeat(201), packageIds: '1,'.repeat(501) },
        }),
      ),
    ).toEqual([
      '/values/message must NOT have more than 1000 characters',
      '/values/kits/1/kitCode must match pattern "^[!-~][ -~]{0,63}$"',
      '/values/kits/1/name must NOT have more than 150 characters',
      '/values/context/dealer must NOT have more than 200 characters',
      '/values/context/packageIds must NOT have more than 1000 characters',
    ]);
  });

  it('refuses no consent, a bad contact, a kit without price, a negative price, a line break and a bad currency', () => {
    const withoutPrice = Object.fromEntries(
      Object.entries(demoKit(0)).filter(([key]) => key !== 'retailPrice'),
    );
    expect(
      refusal(
        kitRequestSubmission({
          gdpr: false,
          customerEmail: 'anna@',
          kits: [
            withoutPrice,
            { ...demoKit(1), retailPrice: -1, currency: 'kr' },
            { ...demoKit(2), name: 'Mattor\nXC40' },
          ],
          context: { user: '' },
        }),
      ),
    ).toEqual([
      '/values/customerEmail must match format "email"',
      '/values/gdpr must be equal to constant',
      '/values/kits/0/retailPrice is required',
      '/values/kits/1/retailPrice must be >= 0',
      '/values/kits/1/currency must match pattern "^[A-Z]{3}$"',
      '/values/kits/2/name must match pattern "^[^\\u0000-\\u001F\\u007F]+$"',
      '/values/context/user must match pattern "^[^\\u0000-\\u001F\\u007F]+$"',
    ]);
  });

  it('refuses the kit request of a site it does not know', () => {
    expect(refusal({ ...kitRequestSubmission(), formName: 'elsewhereKitRequestForm' })).toEqual([
      '/formName unknown form "elsewhereKitRequestForm"',
    ]);
  });

  it('judges values alike in the browser and on the server', () => {
    const server = projectValidator('kitRequestForm');
    const errorsOf = (validate: typeof browserValidator.validate, values: unknown) => {
      validate(values);
      return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
    };
    for (const values of [
      kitRequestSubmission().values,
      kitRequestSubmission({ kits: demoCart(51), gdpr: false, context: { auto: '\t' } }).values,
      largestKitRequest().values,
    ]) {
      expect(errorsOf(browserValidator.validate, values)).toEqual(errorsOf(server, values));
    }
    expect(browserValidator.requiredProperties).toEqual([
      'customerName',
      'customerPhone',
      'customerEmail',
      'gdpr',
      'kits',
    ]);
  });
});

describe('POST /api/forms/comhub with a kit request', () => {
  let dir: string;
  let hub: EmbeddedFormHub;
  let outbox: LeadOutbox;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-request-'));
    hub = new EmbeddedFormHub({ file: path.join(dir, 'hub.sqlite'), siteNames: LEAD_SITE_NAMES });
    outbox = new LeadOutbox({ file: path.join(dir, 'outbox.sqlite') });
  });

  afterEach(() => {
    hub.close();
    outbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: unknown) =>
    handleFormPost(formPostRequest(body), {
      hub,
      outbox,
      siteNames: LEAD_SITE_NAMES,
      checkRecipient: checkWithoutSearch,
      rateLimiter: requestRateLimiter('leads', LEAD_FORM_RATE_LIMIT, { env: {} }),
      logError: () => undefined,
    });

  it('hands the cart and its context to the hub and answers 202', async () => {
    const submission = kitRequestSubmission();
    expect(await post(submission)).toEqual({
      status: 202,
      body: { formSubmissionId: submission.formSubmissionId, delivery: 'delivered' },
    });
    expect(hub.list().map((stored) => stored.submission)).toEqual([submission]);
  });

  it('answers 400 with the pointer of every problem and keeps nothing', async () => {
    const response = await post(
      kitRequestSubmission({ kits: demoCart(51), customerPhone: '12', context: { unit: 'x'.repeat(201) } }),
    );
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'The form submission is not valid.',
        problems: [
          { pointer: '/values/customerPhone', message: 'must match pattern "^\\+?[0-9 ]{6,20}$"' },
          { pointer: '/values/kits', message: 'must NOT have more than 50 items' },
          { pointer: '/values/context/unit', message: 'must NOT have more than 200 characters' },
        ],
      },
    });
    expect(hub.list()).toEqual([]);
    expect(outbox.list()).toEqual([]);
  });

  it('takes the largest request the schema allows: a full cart is never refused as too large', async () => {
    const largest = largestKitRequest();
    const bytes = Buffer.byteLength(JSON.stringify(largest));
    expect(bytes).toBeLessThanOrEqual(FORM_BODY_LIMITS.maxBytes);
    expect(bytes).toBeGreaterThan(32 * 1024);
    expect((await post(largest)).status).toBe(202);
    expect(hub.list().map((stored) => stored.submission.formName)).toEqual([KIT_REQUEST_FORM_NAME]);
  });
});
