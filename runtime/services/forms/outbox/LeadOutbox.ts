/**
 * The lead outbox: leads this site accepted from a visitor but could not hand to the form hub yet, kept
 * in a `node:sqlite` file so that a restart or a crash loses none. A lead is `pending` (due again at
 * `nextAttemptAt`, after back-off), `delivered` (the hub accepted it) or `failed` (the hub refused it as
 * it is: kept and listed for an operator, never retried). The outbox is keyed on `formSubmissionId`, so a
 * lead is kept once however often the browser repeats it.
 *
 * LeadDeliverer works through the due leads. A lead is claimed for `claimMs` before it is sent, in one
 * statement, so two deliverers on one file (two processes, or one restarting while the other still runs)
 * never send the same lead at the same time. Delivered leads are forgotten after `DELIVERED_RETENTION_MS`:
 * the hub holds them, and the outbox keeps no personal data longer than it needs to.
 */
import type { FormSubmission } from '../contract';
import { SqliteFile } from '../../embedded/SqliteFile';
import { LEAD_RETRY_POLICY, type RetryPolicy, retryDelay } from './retryDelay';

export type LeadState = 'pending' | 'delivered' | 'failed';

export interface OutboxLead {
  submission: FormSubmission;
  state: LeadState;
  /** Attempts made to hand it to the hub, the one the API route made included. */
  attempts: number;
  /** When the visitor sent it, ms since the epoch. */
  receivedAt: number;
  /** When a pending lead is tried again; null once settled. */
  nextAttemptAt: number | null;
  /** Why the last attempt did not deliver it. */
  lastError: string | null;
  /** When it was delivered or failed. */
  settledAt: number | null;
}

/**
 * Where the API route keeps a lead the hub did not take: this sqlite file, or the outbox shared by several
 * instances (RedisLeadOutbox), which answers over the network. False: that formSubmissionId is kept already.
 */
export interface LeadKeeper {
  keepPending(submission: FormSubmission, error: string): boolean | Promise<boolean>;
  keepFailed(submission: FormSubmission, reason: string): boolean | Promise<boolean>;
}

export const DELIVERED_RETENTION_MS = 30 * 24 * 60 * 60_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    form_submission_id TEXT PRIMARY KEY,
    form_name TEXT NOT NULL,
    submission TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL,
    received_at INTEGER NOT NULL,
    next_attempt_at INTEGER,
    claimed_until INTEGER,
    last_error TEXT,
    settled_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_due ON leads (state, next_attempt_at);
`;

type Row = Record<string, unknown>;

const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));

function leadOf(row: Row): OutboxLead {
  return {
    submission: JSON.parse(String(row.submission)) as FormSubmission,
    state: row.state as LeadState,
    attempts: Number(row.attempts),
    receivedAt: Number(row.received_at),
    nextAttemptAt: nullableNumber(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    settledAt: nullableNumber(row.settled_at),
  };
}

export interface LeadOutboxOptions {
  /** The sqlite file (created with its folder on first use). */
  file: string;
  retryPolicy?: RetryPolicy;
  now?: () => number;
  random?: () => number;
}

export class LeadOutbox {
  readonly #store: SqliteFile;
  readonly #retryPolicy: RetryPolicy;
  readonly #now: () => number;
  readonly #random: () => number;

  constructor({
    file,
    retryPolicy = LEAD_RETRY_POLICY,
    now = Date.now,
    random = Math.random,
  }: LeadOutboxOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#retryPolicy = retryPolicy;
    this.#now = now;
    this.#random = random;
  }

  #retryAt(failedAttempts: number): number {
    return this.#now() + retryDelay(failedAttempts, this.#retryPolicy, this.#random);
  }

  #insert(submission: FormSubmission, state: 'pending' | 'failed', error: string): boolean {
    const now = this.#now();
    const { changes } = this.#store.database
      .prepare(
        `INSERT INTO leads (form_submission_id, form_name, submission, state, attempts, received_at,
                            next_attempt_at, last_error, settled_at)
         VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?) ON CONFLICT (form_submission_id) DO NOTHING`,
      )
      .run(
        submission.formSubmissionId,
        submission.formName,
        JSON.stringify(submission),
        state,
        now,
        state === 'pending' ? this.#retryAt(1) : null,
        error,
        state === 'failed' ? now : null,
      );
    return Number(changes) === 1;
  }

  /**
   * Keeps a lead the hub could not take (`error`: why), to be tried again after back-off; durable when
   * this returns. False when the outbox already holds that formSubmissionId (it is kept as it was).
   */
  keepPending(submission: FormSubmission, error: string): boolean {
    return this.#insert(submission, 'pending', error);
  }

  /** Keeps a lead the hub refused (`reason`: its answer), for an operator; never tried again. */
  keepFailed(submission: FormSubmission, reason: string): boolean {
    return this.#insert(submission, 'failed', reason);
  }

  /** Claims up to `limit` due pending leads for `claimMs`, oldest due first: nobody else sends them then. */
  claimDue(limit: number, claimMs: number): OutboxLead[] {
    const now = this.#now();
    const rows = this.#store.database
      .prepare(
        `UPDATE leads SET claimed_until = ?
         WHERE form_submission_id IN (
           SELECT form_submission_id FROM leads
           WHERE state = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(now + claimMs, now, now, limit);
    return rows.map(leadOf).sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0));
  }

  #settle(formSubmissionId: string, state: 'delivered' | 'failed', error: string | null): void {
    this.#store.database
      .prepare(
        `UPDATE leads SET state = ?, attempts = attempts + 1, next_attempt_at = NULL, claimed_until = NULL,
                          last_error = COALESCE(?, last_error), settled_at = ?
         WHERE form_submission_id = ? AND state = 'pending'`,
      )
      .run(state, error, this.#now(), formSubmissionId);
  }

  markDelivered(formSubmissionId: string): void {
    this.#settle(formSubmissionId, 'delivered', null);
  }

  markFailed(formSubmissionId: string, reason: string): void {
    this.#settle(formSubmissionId, 'failed', reason);
  }

  /** Counts a failed attempt and schedules the next one after back-off. */
  markForRetry(lead: OutboxLead, error: string): void {
    const attempts = lead.attempts + 1;
    this.#store.database
      .prepare(
        `UPDATE leads SET attempts = ?, next_attempt_at = ?, claimed_until = NULL, last_error = ?
         WHERE form_submission_id = ? AND state = 'pending'`,
      )
      .run(attempts, this.#retryAt(attempts), error, lead.submission.formSubmissionId);
  }

  /** Gives up a claim without an attempt, due again in `delayMs` at the earliest (the hub's breaker is open). */
  postpone(formSubmissionId: string, delayMs: number): void {
    this.#store.database
      .prepare(
        `UPDATE leads SET next_attempt_at = MAX(next_attempt_at, ?), claimed_until = NULL
         WHERE form_submission_id = ? AND state = 'pending'`,
      )
      .run(this.#now() + delayMs, formSubmissionId);
  }

  /**
   * Claims up to `limit` pending leads nobody has claimed, due or not, oldest first: the ones to hand over
   * to the shared outbox (RedisLeadOutbox), which then holds them instead (`forget`).
   */
  claimForHandover(limit: number, claimMs: number): OutboxLead[] {
    const now = this.#now();
    return this.#store.database
      .prepare(
        `UPDATE leads SET claimed_until = ?
         WHERE form_submission_id IN (
           SELECT form_submission_id FROM leads
           WHERE state = 'pending' AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY received_at LIMIT ?)
         RETURNING *`,
      )
      .all(now + claimMs, now, limit)
      .map(leadOf);
  }

  /** Forgets a lead another outbox now holds. */
  forget(formSubmissionId: string): void {
    this.#store.database.prepare('DELETE FROM leads WHERE form_submission_id = ?').run(formSubmissionId);
  }

  /** Gives up a claim without an attempt (the deliverer stopped, or the hub is down for the rest). */
  release(formSubmissionId: string): void {
    this.#store.database
      .prepare('UPDATE leads SET claimed_until = NULL WHERE form_submission_id = ?')
      .run(formSubmissionId);
  }

  /** Makes every pending lead due now: the hub took one, so it is back. */
  makePendingDue(): void {
    const now = this.#now();
    this.#store.database
      .prepare(`UPDATE leads SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?`)
      .run(now, now);
  }

  /**
   * Milliseconds until the next pending lead can be sent (its back-off over, nobody's claim on it): 0 when
   * one is due, undefined when none is pending.
   */
  msUntilNextDue(): number | undefined {
    const row = this.#store.database
      .prepare(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS due
         FROM leads WHERE state = 'pending'`,
      )
      .get();
    if (row?.due === null || row?.due === undefined) return undefined;
    return Math.max(0, Number(row.due) - this.#now());
  }

  /** Forgets delivered leads settled more than DELIVERED_RETENTION_MS ago; returns how many. */
  forgetOldDelivered(): number {
    const { changes } = this.#store.database
      .prepare(`DELETE FROM leads WHERE state = 'delivered' AND settled_at < ?`)
      .run(this.#now() - DELIVERED_RETENTION_MS);
    return Number(changes);
  }

  /** Every lead, newest first. */
  list(): OutboxLead[] {
    return this.#store.database
      .prepare('SELECT * FROM leads ORDER BY received_at DESC, rowid DESC')
      .all()
      .map(leadOf);
  }

  close(): void {
    this.#store.close();
  }
}
