import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeFormHub, FAKE_HUB_REFUSAL, startFakeFormHub } from '../../../../tests/fixtures/fakeFormHub';
import {
  formPostRequest as request,
  checkWithoutSearch,
  LEAD_SITE_NAMES,
  sellCarSubmission,
  serviceBookingSubmission,
} from '../../../../tests/fixtures/leadSubmissions';
import { validValues } from '../../../../tests/fixtures/carContact';
import type { RecipientCheck } from '../carContactCheck';
import type { RateLimiter } from '../../../http/ClientRateLimiter';
import { requestRateLimiter } from '../../../shared/requestRateLimiter';
import type { FormHub } from '../contract';
import { EmbeddedFormHub } from '../embedded/EmbeddedFormHub';
import { LeadDeliverer } from '../outbox/LeadDeliverer';
import { LeadOutbox } from '../outbox/LeadOutbox';
import {
  FORM_BODY_LIMITS,
  type FormPostContext,
  handleFormPost,
  LEAD_FORM_RATE_LIMIT,
} from './handleFormPost';

let dir: string;
let embeddedHub: EmbeddedFormHub;
let outbox: LeadOutbox;
let fakeHub: FakeFormHub | undefined;
const logError = vi.fn();

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'form-post-'));
  embeddedHub = new EmbeddedFormHub({ file: path.join(dir, 'hub.sqlite'), siteNames: LEAD_SITE_NAMES });
  outbox = new LeadOutbox({ file: path.join(dir, 'outbox.sqlite'), retryPolicy: { baseMs: 0, capMs: 0 } });
  logError.mockReset();
});

afterEach(async () => {
  embeddedHub.close();
  outbox.close();
  await fakeHub?.close();
  fakeHub = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function context(hub: FormHub = embeddedHub, overrides: Partial<FormPostContext> = {}): FormPostContext {
  return {
    hub,
    outbox,
    siteNames: LEAD_SITE_NAMES,
    checkRecipient: checkWithoutSearch,
    rateLimiter: requestRateLimiter('leads', LEAD_FORM_RATE_LIMIT, { env: {} }),
    logError,
    ...overrides,
  };
}

/** Everything the route kept: the embedded hub's submissions and the outbox's leads. */
const kept = () => [...embeddedHub.list(), ...outbox.list()];

async function downHub(): Promise<FormHub> {
  fakeHub = await startFakeFormHub('down');
  return fakeHub.client();
}

describe('POST /api/forms/comhub (handleFormPost)', () => {
  it('hands a valid lead to the hub and answers 202', async () => {
    const submission = serviceBookingSubmission();
    const response = await handleFormPost(request(submission), context());
    expect(response).toEqual({
      status: 202,
      body: { formSubmissionId: submission.formSubmissionId, delivery: 'delivered' },
    });
    expect(embeddedHub.list().map((stored) => stored.submission)).toEqual([submission]);
    expect(outbox.list()).toEqual([]);
  });

  it('answers 405 with Allow to another method', async () => {
    const response = await handleFormPost(request(sellCarSubmission(), { method: 'GET' }), context());
    expect(response).toEqual({
      status: 405,
      body: { error: 'Only POST is supported.' },
      headers: { Allow: 'POST' },
    });
    expect(kept()).toEqual([]);
  });

  it('answers 400 to a body over the size limit or nested too deep, and 415 to one that is not JSON', async () => {
    const huge = sellCarSubmission({ other: 'x'.repeat(FORM_BODY_LIMITS.maxBytes) });
    expect(await handleFormPost(request(huge), context())).toEqual({
      status: 400,
      body: { error: `The request body is larger than ${FORM_BODY_LIMITS.maxBytes} bytes.` },
    });
    const deep = sellCarSubmission({ other: JSON.parse(`${'['.repeat(50)}${']'.repeat(50)}`) as unknown });
    expect(await handleFormPost(request(deep), context())).toEqual({
      status: 400,
      body: { error: `The request body nests deeper than ${FORM_BODY_LIMITS.maxDepth} levels.` },
    });
    expect((await handleFormPost(request('{"formName":', {}), context())).status).toBe(400);
    const form = await handleFormPost(
      request('formName=x', { contentType: 'application/x-www-form-urlencoded' }),
      context(),
    );
    expect(form.status).toBe(415);
    expect(kept()).toEqual([]);
  });

  it('answers 400 with the pointer of every unknown field and wrong type, and keeps nothing', async () => {
    const submission = {
      ...sellCarSubmission({ milage: 'many', customerEmail: 42, colour: 'red' }),
      priority: 'high',
    };
    const response = await handleFormPost(request(submission), context());
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'The form submission is not valid.',
        problems: [{ pointer: '/priority', message: 'is not a field of this form' }],
      },
    });
    const values = await handleFormPost(request({ ...submission, priority: undefined }), context());
    expect(values).toEqual({
      status: 400,
      body: {
        error: 'The form submission is not valid.',
        problems: [
          { pointer: '/values/colour', message: 'is not a field of this form' },
          { pointer: '/values/milage', message: 'must be integer' },
          { pointer: '/values/customerEmail', message: 'must be string' },
        ],
      },
    });
    expect(kept()).toEqual([]);
  });

  it('answers 400 to an unknown form and to a body that is not an object', async () => {
    const unknown = await handleFormPost(
      request({ ...sellCarSubmission(), formName: 'QuoteForm' }),
      context(),
    );
    expect(unknown.body).toMatchObject({
      problems: [{ pointer: '/formName', message: 'unknown form "QuoteForm"' }],
    });
    for (const body of ['[]', '"lead"', 'null', '7']) {
      expect((await handleFormPost(request(body), context())).status).toBe(400);
    }
    expect(kept()).toEqual([]);
  });

  it('takes a car contact lead only to the car’s own recipient, and none while the car cannot be looked up', async () => {
    const lead = (toEmail: string) => ({
      formName: 'carstoresesiteCarContactForm',
      formSubmissionId: randomUUID(),
      values: validValues({ toEmail }),
    });
    const refuse: RecipientCheck = async () => ({
      ok: false,
      problems: [{ pointer: '/values/toEmail', message: 'is not a recipient of this car' }],
    });
    const elsewhere = await handleFormPost(
      request(lead('someone@example.com')),
      context(embeddedHub, { checkRecipient: refuse }),
    );
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { problems: [{ pointer: '/values/toEmail', message: 'is not a recipient of this car' }] },
    });
    const unavailable: RecipientCheck = async () => ({ ok: false, unavailable: true });
    const later = await handleFormPost(
      request(lead('johanna.johansson@carstore.se')),
      context(embeddedHub, { checkRecipient: unavailable }),
    );
    expect(later.status).toBe(503);
    expect(later.headers).toHaveProperty('Retry-After');
    expect(kept()).toEqual([]);
    const accept: RecipientCheck = async () => ({ ok: true });
    const own = await handleFormPost(
      request(lead('johanna.johansson@carstore.se')),
      context(embeddedHub, { checkRecipient: accept }),
    );
    expect(own.status).toBe(202);
  });

  it('stores the lead in the outbox and answers 202 when the hub is down', async () => {
    const submission = sellCarSubmission();
    const response = await handleFormPost(request(submission), context(await downHub()));
    expect(response).toEqual({
      status: 202,
      body: { formSubmissionId: submission.formSubmissionId, delivery: 'queued' },
    });
    expect(outbox.list()).toMatchObject([
      {
        submission,
        state: 'pending',
        attempts: 1,
        lastError: 'The form hub answered 503: down for maintenance',
      },
    ]);
  });

  it('stores the lead in the outbox when the hub does not answer within the budget', async () => {
    fakeHub = await startFakeFormHub('hang');
    const submission = serviceBookingSubmission();
    const started = Date.now();
    const response = await handleFormPost(request(submission), context(fakeHub.client({ timeoutMs: 200 })));
    expect(response.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(outbox.list()).toMatchObject([{ submission, state: 'pending' }]);
  });

  it('keeps a repeated submission once while the hub is down', async () => {
    const hub = await downHub();
    const submission = sellCarSubmission();
    expect((await handleFormPost(request(submission), context(hub))).status).toBe(202);
    expect((await handleFormPost(request(submission), context(hub))).status).toBe(202);
    expect(outbox.list()).toHaveLength(1);
  });

  it('answers 400 with the hub’s reason when the hub refuses a lead, and keeps it as failed for an operator', async () => {
    fakeHub = await startFakeFormHub('refuse');
    const submission = sellCarSubmission();
    const response = await handleFormPost(request(submission), context(fakeHub.client()));
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'The form hub refused the submission.',
        problems: [{ pointer: '', message: FAKE_HUB_REFUSAL }],
      },
    });
    expect(outbox.list()).toMatchObject([{ submission, state: 'failed' }]);
  });

  it('answers 503, never 500, when neither the hub nor the outbox can keep the lead', async () => {
    const brokenOutbox = {
      keepPending: () => {
        throw new Error('disk full');
      },
      keepFailed: () => true,
    };
    const response = await handleFormPost(
      request(sellCarSubmission()),
      context(await downHub(), { outbox: brokenOutbox }),
    );
    expect(response).toEqual({
      status: 503,
      body: { error: 'The form could not be received just now; please try again.' },
      headers: { 'Retry-After': '30' },
    });
    expect(logError).toHaveBeenCalled();
  });

  it('answers 503 when something unexpected fails', async () => {
    const rateLimiter: RateLimiter = { take: () => Promise.reject(new Error('bug')) };
    expect(
      (await handleFormPost(request(sellCarSubmission()), context(embeddedHub, { rateLimiter }))).status,
    ).toBe(503);
  });

  it('answers 429 to a flood from one address, while the leads it accepted are all delivered', async () => {
    const hub = await downHub();
    const flood = context(hub);
    const submissions = Array.from({ length: LEAD_FORM_RATE_LIMIT.burst + 5 }, () => sellCarSubmission());
    const responses = [];
    for (const submission of submissions) responses.push(await handleFormPost(request(submission), flood));
    const statuses = responses.map((response) => response.status);
    expect(statuses).toEqual([...Array(LEAD_FORM_RATE_LIMIT.burst).fill(202), ...Array(5).fill(429)]);
    expect(responses.at(-1)).toMatchObject({
      headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) },
    });
    // Another visitor is not held back by the flood.
    expect(
      (await handleFormPost(request(sellCarSubmission(), { address: '198.51.100.1' }), flood)).status,
    ).toBe(202);

    fakeHub!.mode = 'accept';
    const deliverer = new LeadDeliverer({
      outbox,
      hub,
      idlePollMs: 20,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    deliverer.start();
    try {
      await vi.waitFor(() => expect(outbox.list().every((lead) => lead.state === 'delivered')).toBe(true), {
        timeout: 5_000,
      });
    } finally {
      await deliverer.stop();
    }
    const acceptedIds = submissions
      .slice(0, LEAD_FORM_RATE_LIMIT.burst)
      .map((submission) => submission.formSubmissionId);
    for (const id of acceptedIds) expect(fakeHub!.accepted.get(id)).toBe(1);
    expect(fakeHub!.accepted.size).toBe(LEAD_FORM_RATE_LIMIT.burst + 1);
  });
});
