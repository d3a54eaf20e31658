import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_HUB_REFUSAL, type FakeFormHub, startFakeFormHub } from '../../../../tests/fixtures/fakeFormHub';
import {
  formPostRequest,
  checkWithoutSearch,
  LEAD_SITE_NAMES,
  sellCarSubmission,
  serviceBookingSubmission,
} from '../../../../tests/fixtures/leadSubmissions';
import { requestRateLimiter } from '../../../shared/requestRateLimiter';
import type { FormHub, FormSubmission } from '../contract';
import { handleFormPost, LEAD_FORM_RATE_LIMIT } from '../handlers/handleFormPost';
import { LeadDeliverer } from './LeadDeliverer';
import { LeadOutbox } from './LeadOutbox';

/** Short back-off and polling, so a test waits milliseconds for what takes seconds in production. */
const FAST = { retryPolicy: { baseMs: 20, capMs: 100 }, idlePollMs: 20 };

let dir: string;
let fakeHub: FakeFormHub;
let hub: FormHub;
const opened: { close(): void }[] = [];
const running: LeadDeliverer[] = [];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lead-deliverer-'));
  fakeHub = await startFakeFormHub('down');
  hub = fakeHub.client({ timeoutMs: 1_000 });
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((deliverer) => deliverer.stop()));
  for (const store of opened.splice(0)) store.close();
  await fakeHub.close();
  rmSync(dir, { recursive: true, force: true });
});

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function openOutbox(retryPolicy = FAST.retryPolicy): LeadOutbox {
  const outbox = new LeadOutbox({ file: path.join(dir, 'outbox.sqlite'), retryPolicy });
  opened.push(outbox);
  return outbox;
}

/** A deliverer over `outbox`, sending through the test's hub client or `via` (another process's client). */
function deliverer(outbox: LeadOutbox, { log = quietLog(), via = hub } = {}): LeadDeliverer {
  const created = new LeadDeliverer({ outbox, hub: via, idlePollMs: FAST.idlePollMs, log });
  running.push(created);
  return created;
}

/** Submits leads through the API route's rules, as visitors would, and expects each to be accepted. */
async function submitThroughRoute(outbox: LeadOutbox, submissions: FormSubmission[]): Promise<void> {
  const context = {
    hub,
    outbox,
    siteNames: LEAD_SITE_NAMES,
    checkRecipient: checkWithoutSearch,
    rateLimiter: requestRateLimiter('leads', LEAD_FORM_RATE_LIMIT, { env: {} }),
    logError: vi.fn(),
  };
  for (const submission of submissions) {
    expect((await handleFormPost(formPostRequest(submission), context)).status).toBe(202);
  }
}

/** Whether the hub accepted each submission exactly once and nothing else. */
function deliveredOnce(submissions: FormSubmission[]): boolean {
  return (
    fakeHub.accepted.size === submissions.length &&
    submissions.every((submission) => fakeHub.accepted.get(submission.formSubmissionId) === 1)
  );
}

describe('LeadDeliverer (the outbox in the background)', () => {
  it('delivers every lead taken while the hub was down exactly once after it comes back', async () => {
    const outbox = openOutbox();
    const submissions = [
      sellCarSubmission(),
      serviceBookingSubmission(),
      sellCarSubmission(),
      serviceBookingSubmission(),
      sellCarSubmission(),
    ];
    await submitThroughRoute(outbox, submissions);
    deliverer(outbox).start();
    // It keeps trying while the hub is down…
    await vi.waitFor(() => expect(fakeHub.requests.length).toBeGreaterThan(submissions.length + 2), {
      timeout: 5_000,
    });
    expect(outbox.list().every((lead) => lead.state === 'pending')).toBe(true);
    // …and once it is back, each lead reaches it once.
    fakeHub.mode = 'accept';
    await vi.waitFor(() => expect(outbox.list().every((lead) => lead.state === 'delivered')).toBe(true), {
      timeout: 5_000,
    });
    expect(deliveredOnce(submissions)).toBe(true);
  });

  it('still delivers them when the server restarted in between', async () => {
    const before = openOutbox();
    const submissions = [sellCarSubmission(), serviceBookingSubmission(), sellCarSubmission()];
    await submitThroughRoute(before, submissions);
    const first = deliverer(before);
    first.start();
    await vi.waitFor(() => expect(fakeHub.requests.length).toBeGreaterThan(submissions.length), {
      timeout: 5_000,
    });
    // The process stops: its deliverer and its database connection go.
    await first.stop();
    before.close();

    fakeHub.mode = 'accept';
    const after = openOutbox();
    deliverer(after).start();
    await vi.waitFor(() => expect(deliveredOnce(submissions)).toBe(true), { timeout: 5_000 });
    expect(after.list().map((lead) => lead.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('marks a lead the hub refuses as failed and does not send it again', async () => {
    const outbox = openOutbox({ baseMs: 0, capMs: 0 });
    const submission = sellCarSubmission();
    await submitThroughRoute(outbox, [submission]);
    fakeHub.mode = 'refuse';
    const log = quietLog();
    const background = deliverer(outbox, { log });
    expect(await background.deliverDue()).toEqual({ delivered: 0, failed: 1, retrying: 0 });
    expect(await background.deliverDue()).toEqual({ delivered: 0, failed: 0, retrying: 0 });
    expect(
      fakeHub.requests.filter(
        (request) => request.submission.formSubmissionId === submission.formSubmissionId,
      ),
    ).toHaveLength(2);
    expect(outbox.list()).toMatchObject([
      { state: 'failed', attempts: 2, lastError: `The form hub answered 400: ${FAKE_HUB_REFUSAL}` },
    ]);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('kept as failed (npm run leads)'));
  });

  it('ends a pass at the first lead the hub cannot take, leaving the rest due', async () => {
    const outbox = openOutbox({ baseMs: 0, capMs: 0 });
    await submitThroughRoute(outbox, [sellCarSubmission(), sellCarSubmission(), sellCarSubmission()]);
    const requestsBefore = fakeHub.requests.length;
    // The route's three failures opened the breaker it used; this deliverer's is closed, so it calls.
    expect(await deliverer(outbox, { via: fakeHub.client() }).deliverDue()).toEqual({
      delivered: 0,
      failed: 0,
      retrying: 1,
    });
    expect(fakeHub.requests.length - requestsBefore).toBe(1);
    expect(
      outbox
        .list()
        .map((lead) => lead.attempts)
        .sort(),
    ).toEqual([1, 1, 2]);
  });

  it('waits for the hub’s open breaker without counting an attempt', async () => {
    const outbox = openOutbox({ baseMs: 0, capMs: 0 });
    // Three failures in a row open the client's breaker (fastBreaker: three, then 50 ms).
    await submitThroughRoute(outbox, [sellCarSubmission(), sellCarSubmission(), sellCarSubmission()]);
    const requestsBefore = fakeHub.requests.length;
    const asked = Date.now();
    expect(await deliverer(outbox).deliverDue()).toEqual({ delivered: 0, failed: 0, retrying: 1 });
    expect(fakeHub.requests.length).toBe(requestsBefore);
    const leads = outbox.list();
    expect(leads.map((lead) => lead.attempts)).toEqual([1, 1, 1]);
    // Due again when the breaker lets a probe through (it says so in whole seconds).
    expect(Math.max(...leads.map((lead) => lead.nextAttemptAt ?? 0))).toBeGreaterThanOrEqual(asked + 1_000);
  });

  it('never sends a lead twice when two deliverers share the outbox file', async () => {
    const submissions = [
      sellCarSubmission(),
      serviceBookingSubmission(),
      sellCarSubmission(),
      sellCarSubmission(),
    ];
    await submitThroughRoute(openOutbox({ baseMs: 0, capMs: 0 }), submissions);
    fakeHub.mode = 'accept';
    const passes = await Promise.all([
      deliverer(openOutbox(), { via: fakeHub.client() }).deliverDue(),
      deliverer(openOutbox(), { via: fakeHub.client() }).deliverDue(),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.delivered, 0)).toBe(submissions.length);
    expect(deliveredOnce(submissions)).toBe(true);
  });

  it('stops promptly while the hub hangs, leaving the lead pending for the next start', async () => {
    const outbox = openOutbox({ baseMs: 0, capMs: 0 });
    const submission = serviceBookingSubmission();
    await submitThroughRoute(outbox, [submission]);
    fakeHub.mode = 'hang';
    const background = deliverer(outbox);
    background.start();
    await vi.waitFor(() => expect(fakeHub.requests.length).toBe(2), { timeout: 5_000 });
    await background.stop();
    expect(outbox.list()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    expect(outbox.claimDue(1, 60_000)).toHaveLength(1);
  });
});
