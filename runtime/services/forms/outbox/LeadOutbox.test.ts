import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellCarSubmission, serviceBookingSubmission } from '../../../../tests/fixtures/leadSubmissions';
import { DELIVERED_RETENTION_MS, LeadOutbox } from './LeadOutbox';
import { retryDelay } from './retryDelay';

const POLICY = { baseMs: 1_000, capMs: 8_000 };

let dir: string;
let clock: { now: number };
let outbox: LeadOutbox;

function openOutbox(): LeadOutbox {
  return new LeadOutbox({
    file: path.join(dir, 'outbox.sqlite'),
    retryPolicy: POLICY,
    now: () => clock.now,
    random: () => 1,
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lead-outbox-'));
  clock = { now: 1_000_000 };
  outbox = openOutbox();
});

afterEach(() => {
  outbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('retryDelay', () => {
  it('doubles from the base up to the cap, half of it jitter', () => {
    const upper = [1, 2, 3, 4, 5, 6, 50].map((attempts) => retryDelay(attempts, POLICY, () => 1));
    const lower = [1, 2, 3, 4, 5, 6, 50].map((attempts) => retryDelay(attempts, POLICY, () => 0));
    expect(upper).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000]);
    expect(lower).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000, 4_000]);
  });
});

describe('LeadOutbox', () => {
  it('keeps a lead once per formSubmissionId', () => {
    const submission = sellCarSubmission();
    expect(outbox.keepPending(submission, 'hub down')).toBe(true);
    expect(outbox.keepPending(submission, 'hub down again')).toBe(false);
    expect(outbox.keepFailed(submission, 'refused')).toBe(false);
    expect(outbox.list()).toEqual([
      {
        submission,
        state: 'pending',
        attempts: 1,
        receivedAt: clock.now,
        nextAttemptAt: clock.now + 1_000,
        lastError: 'hub down',
        settledAt: null,
      },
    ]);
  });

  it('hands out a lead when its back-off is over, to one claimant at a time', () => {
    const submission = sellCarSubmission();
    outbox.keepPending(submission, 'hub down');
    expect(outbox.claimDue(10, 60_000)).toEqual([]);
    expect(outbox.msUntilNextDue()).toBe(1_000);
    clock.now += 1_000;
    expect(outbox.claimDue(10, 60_000).map((lead) => lead.submission)).toEqual([submission]);
    expect(outbox.claimDue(10, 60_000)).toEqual([]);
    // Another process's claim lapses if it never settles the lead (it crashed).
    expect(outbox.msUntilNextDue()).toBe(60_000);
    clock.now += 60_000;
    expect(outbox.claimDue(10, 60_000)).toHaveLength(1);
  });

  it('backs off further after each failed attempt and settles a lead once', () => {
    outbox.keepPending(sellCarSubmission(), 'hub down');
    const due = () => {
      clock.now += outbox.msUntilNextDue() ?? 0;
      const [lead] = outbox.claimDue(1, 60_000);
      if (!lead) throw new Error('no lead due');
      return lead;
    };
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const lead = due();
      outbox.markForRetry(lead, `answered 503 (${lead.attempts + 1})`);
      waits.push(outbox.msUntilNextDue() ?? 0);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 8_000]);
    const lead = due();
    outbox.markDelivered(lead.submission.formSubmissionId);
    outbox.markFailed(lead.submission.formSubmissionId, 'too late');
    expect(outbox.list()).toMatchObject([
      {
        state: 'delivered',
        attempts: 6,
        nextAttemptAt: null,
        lastError: 'answered 503 (5)',
        settledAt: clock.now,
      },
    ]);
    expect(outbox.msUntilNextDue()).toBeUndefined();
  });

  it('makes every pending lead due at once when the hub is back', () => {
    outbox.keepPending(sellCarSubmission(), 'hub down');
    outbox.keepPending(serviceBookingSubmission(), 'hub down');
    outbox.makePendingDue();
    expect(outbox.claimDue(10, 60_000)).toHaveLength(2);
  });

  it('lists newest first and forgets delivered leads after the retention time', () => {
    const old = sellCarSubmission();
    outbox.keepPending(old, 'hub down');
    outbox.markDelivered(old.formSubmissionId);
    clock.now += 1;
    const refused = serviceBookingSubmission();
    outbox.keepFailed(refused, 'refused');
    expect(outbox.list().map((lead) => lead.state)).toEqual(['failed', 'delivered']);
    clock.now += DELIVERED_RETENTION_MS;
    expect(outbox.forgetOldDelivered()).toBe(1);
    expect(outbox.list().map((lead) => lead.submission)).toEqual([refused]);
  });

  it('keeps its leads across a restart', () => {
    const submission = serviceBookingSubmission();
    outbox.keepPending(submission, 'hub down');
    outbox.close();
    outbox = openOutbox();
    expect(outbox.list().map((lead) => lead.submission)).toEqual([submission]);
  });
});
