/**
 * The lead outbox shared by several instances of the site through Redis (REDIS_URL, docs/DEPLOYMENT.md):
 * a lead any instance accepted while the form hub was down is delivered by whichever instance's deliverer
 * claims it first, and an instance that dies holding claims loses them when their lease lapses, so another
 * instance delivers its leads. Same rules as the sqlite outbox (LeadOutbox.ts): pending with back-off,
 * delivered (forgotten after DELIVERED_RETENTION_MS), failed (kept for an operator, never sent again).
 *
 * A claim is a key with a lease (`PX claimMs`) holding a token only the claimer knows, and every change
 * of a claimed lead checks the token in the same Lua script: a deliverer whose lease lapsed (stalled, or
 * its instance gone) can no longer settle or reschedule a lead another instance has claimed since. The
 * pending set is scored by when a lead may next be claimed; a claim moves that to the end of its lease.
 * One gap stays, as with the sqlite file: an instance that dies between the hub's 202 and noting it
 * leaves the lead to be sent again, and the hub's idempotency on formSubmissionId makes that harmless.
 *
 * While Redis is away, the API route keeps leads in this instance's sqlite outbox (`keepSharedOrLocal`),
 * whose own deliverer keeps sending them; once Redis answers again, `claimDue` first hands the local
 * pending leads over (claimed locally, copied, then forgotten locally), so none is lost or held twice.
 * Every key shares the `{leads}` hash tag, so the scripts touch one slot (a Redis Cluster accepts them).
 * Server-only.
 */
import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../../../shared/sharedRedis';
import type { FormSubmission } from '../contract';
import type { DeliveryOutbox } from './LeadDeliverer';
import {
  DELIVERED_RETENTION_MS,
  type LeadKeeper,
  type LeadOutbox,
  type LeadState,
  type OutboxLead,
} from './LeadOutbox';
import { LEAD_RETRY_POLICY, type RetryPolicy, retryDelay } from './retryDelay';

const PREFIX = '{leads}:';
const PENDING = `${PREFIX}pending`;
const FAILED = `${PREFIX}failed`;
const leadKey = (id: string) => `${PREFIX}lead:${id}`;
const claimKey = (id: string) => `${PREFIX}claim:${id}`;

/** Local leads handed over per round trip. */
const HANDOVER_BATCH = 50;

/** Stores a lead unless its formSubmissionId is kept already: 1 stored, 0 already there. */
const KEEP = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'submission', ARGV[2], 'state', ARGV[3], 'attempts', ARGV[4],
  'receivedAt', ARGV[5], 'nextAttemptAt', ARGV[6], 'lastError', ARGV[7], 'settledAt', ARGV[8])
if ARGV[3] == 'pending' then redis.call('ZADD', KEYS[2], ARGV[6], ARGV[1])
else redis.call('SADD', KEYS[3], ARGV[1]) end
return 1`;

/** Claims up to ARGV[3] leads due at ARGV[1] for ARGV[2] ms under token ARGV[4]: { {id, fields}, … }. */
const CLAIM = `
local claimed = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[3])) do
  local fields = redis.call('HGETALL', ARGV[5] .. 'lead:' .. id)
  if #fields == 0 then
    redis.call('ZREM', KEYS[1], id)
  elseif redis.call('SET', ARGV[5] .. 'claim:' .. id, ARGV[4], 'NX', 'PX', ARGV[2]) then
    redis.call('ZADD', KEYS[1], string.format('%d', tonumber(ARGV[1]) + tonumber(ARGV[2])), id)
    table.insert(claimed, { id, fields })
  end
end
return claimed`;

/** Settles a claimed pending lead as ARGV[3] (delivered or failed) at ARGV[4]; 0 when the claim is gone. */
const SETTLE = `
if redis.call('GET', KEYS[4]) ~= ARGV[1] or redis.call('HGET', KEYS[1], 'state') ~= 'pending' then return 0 end
redis.call('HINCRBY', KEYS[1], 'attempts', 1)
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'nextAttemptAt', '', 'settledAt', ARGV[4])
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'lastError', ARGV[5]) end
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('DEL', KEYS[4])
if ARGV[3] == 'delivered' then redis.call('PEXPIRE', KEYS[1], ARGV[6]) else redis.call('SADD', KEYS[3], ARGV[2]) end
return 1`;

/**
 * Gives up a claim on a pending lead, due again at ARGV[3] ('' unchanged; ARGV[6] 'later' keeps a later
 * due time), with ARGV[4] attempts and ARGV[5] as the last error ('' unchanged); 0 when the claim is gone.
 */
const UNCLAIM = `
if redis.call('GET', KEYS[3]) ~= ARGV[1] or redis.call('HGET', KEYS[1], 'state') ~= 'pending' then return 0 end
local due = tonumber(redis.call('HGET', KEYS[1], 'nextAttemptAt'))
if ARGV[3] ~= '' then
  due = (ARGV[6] == 'later') and math.max(due, tonumber(ARGV[3])) or tonumber(ARGV[3])
  redis.call('HSET', KEYS[1], 'nextAttemptAt', string.format('%d', due))
end
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'attempts', ARGV[4]) end
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'lastError', ARGV[5]) end
redis.call('ZADD', KEYS[2], string.format('%d', due), ARGV[2])
redis.call('DEL', KEYS[3])
return 1`;

/** Makes every pending lead nobody has claimed due at ARGV[1]: the hub took one, so it is back. */
const MAKE_DUE = `
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')) do
  if redis.call('EXISTS', ARGV[2] .. 'claim:' .. id) == 0 then
    redis.call('HSET', ARGV[2] .. 'lead:' .. id, 'nextAttemptAt', ARGV[1])
    redis.call('ZADD', KEYS[1], ARGV[1], id)
  end
end
return 0`;

const orEmpty = (value: number | string | null): string => (value === null ? '' : String(value));
const numberOrNull = (value: string | undefined): number | null =>
  value === undefined || value === '' ? null : Number(value);

/** A lead as the CLAIM script returns its hash (field, value, field, value, …). */
function leadOf(fields: string[]): OutboxLead {
  const hash = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2)
    hash.set(fields[index] ?? '', fields[index + 1] ?? '');
  return {
    submission: JSON.parse(hash.get('submission') ?? '{}') as FormSubmission,
    state: (hash.get('state') ?? 'pending') as LeadState,
    attempts: Number(hash.get('attempts') ?? 0),
    receivedAt: Number(hash.get('receivedAt') ?? 0),
    nextAttemptAt: numberOrNull(hash.get('nextAttemptAt')),
    lastError: hash.get('lastError') || null,
    settledAt: numberOrNull(hash.get('settledAt')),
  };
}

export interface RedisLeadOutboxOptions {
  redis: SharedRedis;
  /** This instance's sqlite outbox, whose pending leads are handed over once Redis answers. */
  local?: LeadOutbox;
  retryPolicy?: RetryPolicy;
  now?: () => number;
  random?: () => number;
}

export class RedisLeadOutbox implements DeliveryOutbox, LeadKeeper {
  readonly #redis: SharedRedis;
  readonly #local: LeadOutbox | undefined;
  readonly #retryPolicy: RetryPolicy;
  readonly #now: () => number;
  readonly #random: () => number;
  /** The tokens of the claims this outbox holds, by formSubmissionId. */
  readonly #claims = new Map<string, string>();

  constructor({
    redis,
    local,
    retryPolicy = LEAD_RETRY_POLICY,
    now = Date.now,
    random = Math.random,
  }: RedisLeadOutboxOptions) {
    this.#redis = redis;
    this.#local = local;
    this.#retryPolicy = retryPolicy;
    this.#now = now;
    this.#random = random;
  }

  /** True while Redis can be asked; otherwise leads go to the local outbox. */
  get isAvailable(): boolean {
    return this.#redis.isReady;
  }

  async #store(lead: OutboxLead): Promise<boolean> {
    const { submission } = lead;
    const stored = await this.#redis.eval(KEEP, {
      keys: [leadKey(submission.formSubmissionId), PENDING, FAILED],
      arguments: [
        submission.formSubmissionId,
        JSON.stringify(submission),
        lead.state,
        String(lead.attempts),
        String(lead.receivedAt),
        orEmpty(lead.nextAttemptAt),
        orEmpty(lead.lastError),
        orEmpty(lead.settledAt),
      ],
    });
    return stored === 1;
  }

  #received(submission: FormSubmission, state: 'pending' | 'failed', error: string): OutboxLead {
    const now = this.#now();
    return {
      submission,
      state,
      attempts: 1,
      receivedAt: now,
      nextAttemptAt: state === 'pending' ? now + retryDelay(1, this.#retryPolicy, this.#random) : null,
      lastError: error,
      settledAt: state === 'failed' ? now : null,
    };
  }

  keepPending(submission: FormSubmission, error: string): Promise<boolean> {
    return this.#store(this.#received(submission, 'pending', error));
  }

  keepFailed(submission: FormSubmission, reason: string): Promise<boolean> {
    return this.#store(this.#received(submission, 'failed', reason));
  }

  /** Moves this instance's local pending leads here; a lead Redis holds already is only forgotten locally. */
  async #handOver(claimMs: number): Promise<void> {
    const local = this.#local;
    if (!local) return;
    for (;;) {
      const leads = local.claimForHandover(HANDOVER_BATCH, claimMs);
      if (leads.length === 0) return;
      for (const [index, lead] of leads.entries()) {
        try {
          await this.#store(lead);
        } catch (error) {
          for (const rest of leads.slice(index)) local.release(rest.submission.formSubmissionId);
          throw error;
        }
        local.forget(lead.submission.formSubmissionId);
      }
    }
  }

  /** Claims up to `limit` due leads for `claimMs`, after taking over the local ones; none while Redis is away. */
  async claimDue(limit: number, claimMs: number): Promise<OutboxLead[]> {
    if (!this.isAvailable) return [];
    await this.#handOver(claimMs);
    const token = randomUUID();
    const claimed = (await this.#redis.eval(CLAIM, {
      keys: [PENDING],
      arguments: [String(this.#now()), String(claimMs), String(limit), token, PREFIX],
    })) as [string, string[]][];
    return claimed.map(([id, fields]) => {
      this.#claims.set(id, token);
      return leadOf(fields);
    });
  }

  /** The token of this outbox's claim on a lead, forgotten as it is used: each claim settles once. */
  #takeClaim(id: string): string {
    const token = this.#claims.get(id) ?? '';
    this.#claims.delete(id);
    return token;
  }

  async #settle(id: string, state: 'delivered' | 'failed', error: string | null): Promise<void> {
    await this.#redis.eval(SETTLE, {
      keys: [leadKey(id), PENDING, FAILED, claimKey(id)],
      arguments: [
        this.#takeClaim(id),
        id,
        state,
        String(this.#now()),
        orEmpty(error),
        String(DELIVERED_RETENTION_MS),
      ],
    });
  }

  markDelivered(formSubmissionId: string): Promise<void> {
    return this.#settle(formSubmissionId, 'delivered', null);
  }

  markFailed(formSubmissionId: string, reason: string): Promise<void> {
    return this.#settle(formSubmissionId, 'failed', reason);
  }

  async #unclaim(
    id: string,
    change: { dueAt?: number; later?: boolean; attempts?: number; error?: string },
  ): Promise<void> {
    await this.#redis.eval(UNCLAIM, {
      keys: [leadKey(id), PENDING, claimKey(id)],
      arguments: [
        this.#takeClaim(id),
        id,
        orEmpty(change.dueAt ?? null),
        orEmpty(change.attempts ?? null),
        change.error ?? '',
        change.later ? 'later' : '',
      ],
    });
  }

  markForRetry(lead: OutboxLead, error: string): Promise<void> {
    const attempts = lead.attempts + 1;
    const dueAt = this.#now() + retryDelay(attempts, this.#retryPolicy, this.#random);
    return this.#unclaim(lead.submission.formSubmissionId, { dueAt, attempts, error });
  }

  postpone(formSubmissionId: string, delayMs: number): Promise<void> {
    return this.#unclaim(formSubmissionId, { dueAt: this.#now() + delayMs, later: true });
  }

  release(formSubmissionId: string): Promise<void> {
    return this.#unclaim(formSubmissionId, {});
  }

  async makePendingDue(): Promise<void> {
    await this.#redis.eval(MAKE_DUE, { keys: [PENDING], arguments: [String(this.#now()), PREFIX] });
  }

  /** Milliseconds until a lead can be claimed (0: one is due); undefined when none is pending or Redis is away. */
  async msUntilNextDue(): Promise<number | undefined> {
    if (!this.isAvailable) return undefined;
    const [next] = await this.#redis.zRangeWithScores(PENDING, 0, 0);
    return next === undefined ? undefined : Math.max(0, next.score - this.#now());
  }

  /** Delivered leads expire in Redis by themselves (DELIVERED_RETENTION_MS after delivery). */
  forgetOldDelivered(): number {
    return 0;
  }
}

/**
 * Every lead the shared outbox holds (pending, failed, and delivered ones not yet forgotten), newest first:
 * what `npm run leads` lists for an operator. It walks the lead keys with SCAN, never blocking Redis.
 */
export async function listSharedLeads(redis: SharedRedis): Promise<OutboxLead[]> {
  const leads: OutboxLead[] = [];
  for await (const keys of redis.scanIterator({ MATCH: leadKey('*'), COUNT: 500 })) {
    const hashes = await Promise.all(keys.map((key) => redis.hGetAll(key)));
    for (const hash of hashes)
      if (Object.keys(hash).length > 0) leads.push(leadOf(Object.entries(hash).flat()));
  }
  return leads.sort((a, b) => b.receivedAt - a.receivedAt);
}

/**
 * Where the API route keeps a lead: the shared outbox while Redis answers, else (or when it fails on the
 * way) this instance's sqlite outbox, handed over later by the shared outbox.
 */
export function keepSharedOrLocal(shared: RedisLeadOutbox, local: LeadKeeper): LeadKeeper {
  const keep =
    (how: 'keepPending' | 'keepFailed') =>
    async (submission: FormSubmission, why: string): Promise<boolean> => {
      if (shared.isAvailable) {
        try {
          return await shared[how](submission, why);
        } catch {
          // Redis went away on the way: the lead is kept on this instance's disk instead.
        }
      }
      return local[how](submission, why);
    };
  return { keepPending: keep('keepPending'), keepFailed: keep('keepFailed') };
}
