/**
 * The lead outbox's background deliverer: started with the server (instrumentation.ts), it hands every due
 * pending lead to the form hub, one at a time. Accepted → delivered, and every other pending lead is made
 * due at once (the hub is back, nobody waits out a back-off). Refused (FormValidationError) → failed, never
 * retried. Anything else (unreachable, timed out, 5xx, an unexpected error) → tried again after back-off,
 * and the pass ends, since the rest would meet the same hub. Not sent because the hub's circuit breaker
 * is open → no attempt counted, due again when the breaker lets a probe through. Passes never overlap,
 * so one process sends a lead once at a time; the outbox's claims do the same between processes, and the
 * hub's idempotency on formSubmissionId covers a crash between its 202 and the outbox noting it.
 *
 * Between passes it sleeps until the next lead is due, or `idlePollMs` at most: the API route's outbox
 * connection, another process or a restart may add leads it has not heard of. Its timer does not keep the
 * process alive.
 */
import { isUpstreamUnavailable } from '../../upstream/upstreamErrors';
import { type FormHub, FormValidationError } from '../contract';
import type { OutboxLead } from './LeadOutbox';

type MaybePromise<T> = T | Promise<T>;

/**
 * What the deliverer needs of an outbox: the sqlite file (LeadOutbox) answers at once, the one shared by
 * several instances (RedisLeadOutbox) over the network. Settling a lead acts only on a claim still held.
 */
export interface DeliveryOutbox {
  claimDue(limit: number, claimMs: number): MaybePromise<OutboxLead[]>;
  markDelivered(formSubmissionId: string): MaybePromise<void>;
  markFailed(formSubmissionId: string, reason: string): MaybePromise<void>;
  markForRetry(lead: OutboxLead, error: string): MaybePromise<void>;
  postpone(formSubmissionId: string, delayMs: number): MaybePromise<void>;
  release(formSubmissionId: string): MaybePromise<void>;
  makePendingDue(): MaybePromise<void>;
  msUntilNextDue(): MaybePromise<number | undefined>;
  forgetOldDelivered(): MaybePromise<number>;
}

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface LeadDelivererOptions {
  outbox: DeliveryOutbox;
  hub: FormHub;
  /** Longest sleep between looks at the outbox. */
  idlePollMs?: number;
  /** Leads claimed at a time. */
  batchSize?: number;
  /** How long a claimed lead is reserved for this deliverer; longer than the hub's time budget. */
  claimMs?: number;
  log?: DeliveryLog;
}

/** What one pass did: leads delivered, refused for good, and left pending for a later attempt. */
export interface DeliveryPass {
  delivered: number;
  failed: number;
  retrying: number;
}

type Outcome = keyof DeliveryPass | 'stopped';

const SHORTEST_SLEEP_MS = 10;

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const leadName = (lead: OutboxLead): string =>
  `${lead.submission.formName} ${lead.submission.formSubmissionId}`;

export class LeadDeliverer {
  readonly #outbox: DeliveryOutbox;
  readonly #hub: FormHub;
  readonly #idlePollMs: number;
  readonly #batchSize: number;
  readonly #claimMs: number;
  readonly #log: DeliveryLog;
  #running = false;
  #abort = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #lastPass: Promise<unknown> = Promise.resolve();

  constructor({
    outbox,
    hub,
    idlePollMs = 5_000,
    batchSize = 20,
    claimMs = 60_000,
    log = console,
  }: LeadDelivererOptions) {
    this.#outbox = outbox;
    this.#hub = hub;
    this.#idlePollMs = idlePollMs;
    this.#batchSize = batchSize;
    this.#claimMs = claimMs;
    this.#log = log;
  }

  /** Starts delivering in the background, beginning with whatever a previous run left pending. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#abort = new AbortController();
    this.#schedule(0);
  }

  /** Stops: no new attempt starts, one under way is abandoned (its lead stays pending), then resolves. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#abort.abort();
    await this.#lastPass;
  }

  /** One pass over the leads due now; passes run one after another, never together. */
  deliverDue(): Promise<DeliveryPass> {
    const pass = this.#lastPass.then(() => this.#pass());
    this.#lastPass = pass.catch(() => undefined);
    return pass;
  }

  #schedule(delayMs: number): void {
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      await this.deliverDue();
    } catch (error) {
      this.#log.error('Lead outbox: a delivery pass failed; trying again later.', error);
    }
    if (this.#running) this.#schedule(await this.#sleepMs());
  }

  async #sleepMs(): Promise<number> {
    try {
      const untilDue = (await this.#outbox.msUntilNextDue()) ?? this.#idlePollMs;
      return Math.max(SHORTEST_SLEEP_MS, Math.min(untilDue, this.#idlePollMs));
    } catch {
      return this.#idlePollMs;
    }
  }

  async #pass(): Promise<DeliveryPass> {
    const pass: DeliveryPass = { delivered: 0, failed: 0, retrying: 0 };
    let hubIsBack = false;
    for (;;) {
      const batch = await this.#outbox.claimDue(this.#batchSize, this.#claimMs);
      if (batch.length === 0) break;
      for (const [index, lead] of batch.entries()) {
        const outcome = await this.#attempt(lead);
        if (outcome === 'stopped' || outcome === 'retrying') {
          if (outcome === 'retrying') pass.retrying += 1;
          for (const rest of batch.slice(index + 1))
            await this.#outbox.release(rest.submission.formSubmissionId);
          return pass;
        }
        pass[outcome] += 1;
        if (outcome === 'delivered' && !hubIsBack) {
          hubIsBack = true;
          await this.#outbox.makePendingDue();
        }
      }
    }
    if (pass.delivered > 0) await this.#outbox.forgetOldDelivered();
    return pass;
  }

  async #attempt(lead: OutboxLead): Promise<Outcome> {
    const id = lead.submission.formSubmissionId;
    const signal = this.#abort.signal;
    if (signal.aborted) {
      await this.#outbox.release(id);
      return 'stopped';
    }
    try {
      await this.#hub.submit(lead.submission, { signal });
    } catch (error) {
      if (signal.aborted) {
        await this.#outbox.release(id);
        return 'stopped';
      }
      if (isUpstreamUnavailable(error) && error.reason === 'open') {
        await this.#outbox.postpone(id, error.retryAfterSeconds * 1000);
        return 'retrying';
      }
      if (error instanceof FormValidationError) {
        await this.#outbox.markFailed(id, error.message);
        this.#log.error(
          `Lead ${leadName(lead)} was refused by the form hub and is kept as failed (npm run leads): ` +
            error.message,
        );
        return 'failed';
      }
      await this.#outbox.markForRetry(lead, describeError(error));
      this.#log.warn(
        `Lead ${leadName(lead)} stays in the outbox (attempt ${lead.attempts + 1}): ${describeError(error)}`,
      );
      return 'retrying';
    }
    await this.#outbox.markDelivered(id);
    this.#log.info(`Lead ${leadName(lead)} delivered from the outbox (attempt ${lead.attempts + 1}).`);
    return 'delivered';
  }
}
