import { describe, expect, it } from 'vitest';
import { kitRequestSubmission } from '../../tests/fixtures/kitRequest';
import { sellCarSubmission, serviceBookingSubmission } from '../../tests/fixtures/leadSubmissions';
import type { OutboxLead } from '../../runtime/services/forms/outbox/LeadOutbox';
import { type LeadListing, leadLine, leadListing, leadSummary } from './leadListing';

const at = (time: string) => Date.parse(time);

const pending: OutboxLead = {
  submission: serviceBookingSubmission(),
  state: 'pending',
  attempts: 3,
  receivedAt: at('2026-11-26T09:15:00Z'),
  nextAttemptAt: at('2026-11-26T09:16:30.250Z'),
  lastError: 'The form hub answered 503: down for maintenance',
  settledAt: null,
};
const delivered: OutboxLead = {
  submission: sellCarSubmission(),
  state: 'delivered',
  attempts: 2,
  receivedAt: at('2026-11-26T08:00:00Z'),
  nextAttemptAt: null,
  lastError: 'forms did not answer within 5000 ms',
  settledAt: at('2026-11-26T08:00:04Z'),
};
const failed: OutboxLead = {
  ...delivered,
  submission: sellCarSubmission(),
  state: 'failed',
  attempts: 1,
  lastError: 'The form hub answered 400: unknown plate',
};
const received = { submission: sellCarSubmission(), receivedAt: at('2026-11-26T08:30:00Z') };

describe('npm run leads (leadListing)', () => {
  it('lists the outbox and the embedded hub together, newest first', () => {
    const leads = leadListing([pending, delivered, failed], [received]);
    expect(leads.map((lead) => [lead.place, lead.state, lead.receivedAt])).toEqual([
      ['outbox', 'pending', '2026-11-26T09:15:00Z'],
      ['hub', 'received', '2026-11-26T08:30:00Z'],
      ['outbox', 'delivered', '2026-11-26T08:00:00Z'],
      ['outbox', 'failed', '2026-11-26T08:00:00Z'],
    ]);
    expect(leads[1]).toEqual({
      place: 'hub',
      state: 'received',
      formName: received.submission.formName,
      formSubmissionId: received.submission.formSubmissionId,
      receivedAt: '2026-11-26T08:30:00Z',
      values: received.submission.values,
    });
  });

  it('shows on one line how delivery of each lead is going, and why it is not done', () => {
    const [pendingLine, receivedLine, deliveredLine, failedLine] = leadListing(
      [pending, delivered, failed],
      [received],
    ).map(leadLine);
    const id = (lead: OutboxLead) => lead.submission.formSubmissionId;
    expect(pendingLine).toBe(
      `2026-11-26T09:15:00Z  outbox  pending    ServiceBookingForm                    ${id(pending)}  ` +
        '3 attempts, next 2026-11-26T09:16:30Z: The form hub answered 503: down for maintenance',
    );
    expect(receivedLine).toBe(
      `2026-11-26T08:30:00Z  hub     received   carstoresesiteSellCarForm             ${received.submission.formSubmissionId}`,
    );
    expect(deliveredLine).toMatch(/ 2 attempts, delivered 2026-11-26T08:00:04Z$/);
    expect(failedLine).toMatch(
      / 1 attempt, failed 2026-11-26T08:00:04Z: The form hub answered 400: unknown plate$/,
    );
  });

  it('lists a kit request with its cart, and keeps the id column aligned for the longest form names', () => {
    const kitRequest = {
      submission: { ...kitRequestSubmission(), formName: 'hedinautomotivesesiteKitRequestForm' },
      receivedAt: at('2026-11-26T10:00:00Z'),
    };
    const leads = leadListing([pending], [kitRequest, received]);
    expect(leads[0]?.values).toMatchObject({ kits: kitRequest.submission.values.kits, gdpr: true });
    const idColumns = leads.map((lead) => leadLine(lead).indexOf(lead.formSubmissionId));
    expect(new Set(idColumns).size).toBe(1);
  });

  it('lists the outbox shared through Redis with its own place and counts', () => {
    const leads = leadListing(
      [pending],
      [received],
      [failed, { ...delivered, receivedAt: at('2026-11-26T10:00:00Z') }],
    );
    expect(leads.map((lead) => [lead.place, lead.state])).toEqual([
      ['shared', 'delivered'],
      ['outbox', 'pending'],
      ['hub', 'received'],
      ['shared', 'failed'],
    ]);
    expect(leadLine(leads[3] as LeadListing)).toContain(
      '1 attempt, failed 2026-11-26T08:00:04Z: The form hub answered 400: unknown plate',
    );
    expect(leadSummary(leads, { shared: true })).toBe(
      'outbox: 1 pending, 0 delivered, 0 failed; shared outbox (Redis): 0 pending, 1 delivered, 1 failed; embedded hub: 1 received',
    );
  });

  it('counts the leads by place and state', () => {
    expect(leadSummary(leadListing([pending, delivered, failed], [received]))).toBe(
      'outbox: 1 pending, 1 delivered, 1 failed; embedded hub: 1 received',
    );
  });
});
