import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dayFromToday,
  LEAD_SITE_NAMES,
  sellCarSubmission,
  serviceBookingSubmission,
} from '../../../../tests/fixtures/leadSubmissions';
import { type FormSubmission, FormValidationError } from '../contract';
import { EmbeddedFormHub } from './EmbeddedFormHub';

let dir: string;
let file: string;
let hub: EmbeddedFormHub;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'form-hub-'));
  file = path.join(dir, 'forms', 'hub.sqlite');
  hub = new EmbeddedFormHub({ file, siteNames: LEAD_SITE_NAMES });
});

afterEach(() => {
  hub.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The problems the hub refuses a submission with, as `pointer message` lines. */
async function refusal(submission: unknown): Promise<string[]> {
  const error: unknown = await hub.submit(submission as FormSubmission).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FormValidationError)) throw new Error('the hub accepted the submission');
  return error.problems.map((problem) => `${problem.pointer} ${problem.message}`);
}

describe('the embedded form hub (the form hub contract)', () => {
  it('accepts both lead forms and keeps each submission, newest first', async () => {
    const sellCar = sellCarSubmission();
    const booking = serviceBookingSubmission({ date: dayFromToday(0) });
    await hub.submit(sellCar);
    await hub.submit(booking);
    expect(hub.list().map((stored) => stored.submission)).toEqual([booking, sellCar]);
  });

  it('creates its database file on the first submission, not before', async () => {
    expect(existsSync(file)).toBe(false);
    await hub.submit(sellCarSubmission());
    expect(existsSync(file)).toBe(true);
  });

  it('is idempotent on formSubmissionId: a repeat is accepted and nothing is stored twice', async () => {
    const first = sellCarSubmission();
    await hub.submit(first);
    await hub.submit(first);
    await hub.submit({ ...first, values: { ...first.values, customerName: 'Someone Else' } });
    expect(hub.list().map((stored) => stored.submission)).toEqual([first]);
  });

  it('keeps what it accepted across a restart', async () => {
    const submission = serviceBookingSubmission();
    await hub.submit(submission);
    hub.close();
    hub = new EmbeddedFormHub({ file, siteNames: LEAD_SITE_NAMES });
    await hub.submit(submission);
    expect(hub.list().map((stored) => stored.submission)).toEqual([submission]);
  });

  it('refuses a broken envelope with the pointer of each problem', async () => {
    expect(
      await refusal({ formName: 'Service Booking', formSubmissionId: 'not-a-uuid', values: [], extra: 1 }),
    ).toEqual([
      '/extra is not a field of this form',
      '/formName must match pattern "^[A-Za-z][A-Za-z0-9]{0,99}$"',
      '/formSubmissionId must match format "uuid"',
      '/values must be object',
    ]);
    expect(await refusal({ formName: 'ServiceBookingForm' })).toEqual([
      '/formSubmissionId is required',
      '/values is required',
    ]);
  });

  it('refuses a form it does not know, including the sell-car form of a site that does not exist', async () => {
    expect(await refusal({ ...sellCarSubmission(), formName: 'NewsletterForm' })).toEqual([
      '/formName unknown form "NewsletterForm"',
    ]);
    expect(await refusal({ ...sellCarSubmission(), formName: 'nosuchsiteSellCarForm' })).toEqual([
      '/formName unknown form "nosuchsiteSellCarForm"',
    ]);
    expect(await refusal({ ...sellCarSubmission(), formName: 'SellCarForm' })).toEqual([
      '/formName unknown form "SellCarForm"',
    ]);
  });

  it('refuses bad sell-car values with the pointer of each field', async () => {
    expect(
      await refusal(
        sellCarSubmission({
          regno: '',
          milage: -1,
          customerPhone: '12-34',
          customerEmail: 'sven@',
          option: undefined,
          colour: 'red',
        }),
      ),
    ).toEqual([
      '/values/option is required',
      '/values/colour is not a field of this form',
      '/values/regno must match pattern "^[A-Za-z0-9ÆØÅÄÖæøåäö][A-Za-z0-9ÆØÅÄÖæøåäö -]{1,9}$"',
      '/values/milage must be >= 0',
      '/values/customerPhone must match pattern "^\\+?[0-9 ]{6,20}$"',
      '/values/customerEmail must match format "email"',
    ]);
  });

  it('refuses wrong types, an unknown service, no consent and a day before today', async () => {
    expect(
      await refusal(
        serviceBookingSubmission({
          milage: '42000',
          services: ['Service', 'Oljeskift'],
          gdpr: false,
          newsletter: 'yes',
          date: dayFromToday(-1),
        }),
      ),
    ).toEqual([
      '/values/milage must be integer',
      '/values/date must be today or later',
      '/values/services/1 must be equal to one of the allowed values',
      '/values/gdpr must be equal to constant',
      '/values/newsletter must be boolean',
    ]);
  });

  it('escapes field names in pointers and reports at most 50 problems', async () => {
    const junk = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`junk${index}`, index]));
    const problems = await refusal(sellCarSubmission({ 'a/b~c': 1, ...junk }));
    expect(problems).toHaveLength(50);
    expect(problems[0]).toBe('/values/a~1b~0c is not a field of this form');
  });

  it('stores nothing it refused', async () => {
    await refusal(sellCarSubmission({ milage: -1 }));
    expect(existsSync(file)).toBe(false);
  });
});
