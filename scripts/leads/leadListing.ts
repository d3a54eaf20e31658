/**
 * What `npm run leads` shows: the lead outbox's leads (pending, delivered, failed), those of the outbox
 * several instances share through Redis when REDIS_URL is set, and the embedded hub's received
 * submissions as one list, newest first; one line each for people, every field (values included) for
 * `--json`.
 */
import type { StoredSubmission } from '../../runtime/services/forms/embedded/EmbeddedFormHub';
import type { LeadState, OutboxLead } from '../../runtime/services/forms/outbox/LeadOutbox';

export interface LeadListing {
  /**
   * `outbox`: this machine's sqlite outbox; `shared`: the outbox in Redis; `hub`: the embedded hub,
   * standing in for the hosted one.
   */
  place: 'outbox' | 'shared' | 'hub';
  state: LeadState | 'received';
  formName: string;
  formSubmissionId: string;
  receivedAt: string;
  /** Outbox only: attempts to hand it to the hub, the next one, why the last failed, when it settled. */
  attempts?: number;
  nextAttemptAt?: string | null;
  lastError?: string | null;
  settledAt?: string | null;
  values: Record<string, unknown>;
}

const isoTime = (time: number): string => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
const isoTimeOrNull = (time: number | null): string | null => (time === null ? null : isoTime(time));

export function leadListing(
  outbox: readonly OutboxLead[],
  hub: readonly StoredSubmission[],
  shared: readonly OutboxLead[] = [],
): LeadListing[] {
  const fromOutbox = (place: 'outbox' | 'shared') => (lead: OutboxLead) => ({
    at: lead.receivedAt,
    listing: {
      place,
      state: lead.state,
      formName: lead.submission.formName,
      formSubmissionId: lead.submission.formSubmissionId,
      receivedAt: isoTime(lead.receivedAt),
      attempts: lead.attempts,
      nextAttemptAt: isoTimeOrNull(lead.nextAttemptAt),
      lastError: lead.lastError,
      settledAt: isoTimeOrNull(lead.settledAt),
      values: lead.submission.values,
    },
  });
  const fromHub = hub.map((stored) => ({
    at: stored.receivedAt,
    listing: {
      place: 'hub' as const,
      state: 'received' as const,
      formName: stored.submission.formName,
      formSubmissionId: stored.submission.formSubmissionId,
      receivedAt: isoTime(stored.receivedAt),
      values: stored.submission.values,
    },
  }));
  // Stable: within one place the newest-first order of its own list stands.
  return [...outbox.map(fromOutbox('outbox')), ...shared.map(fromOutbox('shared')), ...fromHub]
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.listing);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The form column's width: the longest name a configured site gives a form today,
 * `hedinautomotiveuksiteCarContactForm` or `…KitRequestForm`, is 35 characters.
 */
const FORM_NAME_WIDTH = 36;

/** One line: when, where, state, form, id, and for the outbox how delivery is going. */
export function leadLine(lead: LeadListing): string {
  const columns = [
    lead.receivedAt,
    lead.place.padEnd(6),
    lead.state.padEnd(9),
    lead.formName.padEnd(FORM_NAME_WIDTH),
    lead.formSubmissionId,
  ];
  if (lead.place !== 'hub') {
    const progress = [plural(lead.attempts ?? 0, 'attempt')];
    if (lead.state === 'pending' && lead.nextAttemptAt) progress.push(`next ${lead.nextAttemptAt}`);
    if (lead.state !== 'pending' && lead.settledAt) progress.push(`${lead.state} ${lead.settledAt}`);
    const why = lead.state !== 'delivered' && lead.lastError ? `: ${lead.lastError}` : '';
    columns.push(`${progress.join(', ')}${why}`);
  }
  return columns.join('  ');
}

/** The counts by place and state, for the closing line; the shared outbox's when it was listed. */
export function leadSummary(leads: readonly LeadListing[], { shared = false } = {}): string {
  const count = (place: LeadListing['place'], state: LeadListing['state']) =>
    leads.filter((lead) => lead.place === place && lead.state === state).length;
  const outbox = (place: 'outbox' | 'shared') =>
    `${count(place, 'pending')} pending, ${count(place, 'delivered')} delivered, ${count(place, 'failed')} failed`;
  return [
    `outbox: ${outbox('outbox')}`,
    ...(shared ? [`shared outbox (Redis): ${outbox('shared')}`] : []),
    `embedded hub: ${count('hub', 'received')} received`,
  ].join('; ');
}
