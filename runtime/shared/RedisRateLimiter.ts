/**
 * The per-visitor token buckets of ClientRateLimiter shared by several instances through Redis (REDIS_URL,
 * docs/DEPLOYMENT.md), so a limit holds for the site, not per instance: ten leads at once from an address
 * are ten whichever instances the balancer sends them to. Each take is one Lua script, atomic in Redis,
 * timed by Redis's own clock so instances whose clocks differ count alike. A bucket lapses from Redis
 * once it would be full again, so memory is bounded by the visitors of the last few minutes.
 *
 * While Redis is away, or a command fails or takes longer than its timeout, the instance's own buckets
 * answer: for the outage the limit is per instance again. Server-only.
 */
import {
  clientKey,
  type ClientRateLimit,
  type ClientRateLimiter,
  type RateDecision,
} from '../http/ClientRateLimiter';
import { type SharedRedis, sharedOrLocal } from './sharedRedis';

/**
 * Refills the bucket for the time since its last take, takes a token if there is one, and keeps the bucket
 * until it would be full: {1} when allowed, {0, seconds until the next token} when not.
 */
const TAKE = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local burst, perSecond = tonumber(ARGV[1]), tonumber(ARGV[2])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(bucket[1]) or burst, tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * perSecond)
local allowed = tokens >= 1
if allowed then tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perSecond * 1000) + 1000)
if allowed then return { 1 } end
return { 0, math.ceil((1 - tokens) / perSecond) }`;

export interface RedisRateLimiterOptions {
  redis: SharedRedis;
  /** Which limit this is (`leads`, `tirehotel-login`): each counts apart. */
  name: string;
  limit: ClientRateLimit;
  /** This instance's own buckets, which answer while Redis is away. */
  local: ClientRateLimiter;
}

export class RedisRateLimiter {
  readonly #redis: SharedRedis;
  readonly #name: string;
  readonly #limit: ClientRateLimit;
  readonly #local: ClientRateLimiter;

  constructor({ redis, name, limit, local }: RedisRateLimiterOptions) {
    this.#redis = redis;
    this.#name = name;
    this.#limit = limit;
    this.#local = local;
  }

  /** Takes one token of the visitor at `address`, from Redis's bucket or, while it is away, the local one. */
  take(address: string | undefined): Promise<RateDecision> {
    return sharedOrLocal(
      this.#redis,
      async () => {
        const [allowed, retryAfterSeconds] = (await this.#redis.eval(TAKE, {
          keys: [`{ratelimit}:${this.#name}:${clientKey(address)}`],
          arguments: [String(this.#limit.burst), String(this.#limit.refillPerSecond)],
        })) as [number, number?];
        return allowed === 1
          ? { allowed: true }
          : { allowed: false, retryAfterSeconds: retryAfterSeconds ?? 1 };
      },
      () => this.#local.take(address),
    );
  }
}
