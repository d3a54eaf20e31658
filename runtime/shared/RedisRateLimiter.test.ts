import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type RedisServer, redisServer, redisServerBinary } from '../../tests/fixtures/redisServer';
import { type ClientRateLimit, ClientRateLimiter } from '../http/ClientRateLimiter';
import { connectRedis, type SharedRedis } from './redisConnection';
import { RedisRateLimiter } from './RedisRateLimiter';

const binary = redisServerBinary();
const LIMIT: ClientRateLimit = { burst: 4, refillPerSecond: 1 / 60, maxClients: 100 };
const VISITOR = '203.0.113.7';

let server: RedisServer;
const clients: SharedRedis[] = [];

/** One instance of the site: its own Redis connection and its own local buckets. */
function instance(name = 'leads') {
  const redis = connectRedis(server.url, () => undefined);
  clients.push(redis);
  return {
    redis,
    limiter: new RedisRateLimiter({ redis, name, limit: LIMIT, local: new ClientRateLimiter(LIMIT) }),
  };
}

const ready = (redis: SharedRedis) =>
  vi.waitFor(() => expect(redis.isReady).toBe(true), { timeout: 10_000, interval: 20 });

describe.skipIf(!binary)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    server = redisServer(binary ?? '', await freePort());
    await server.start();
  });

  afterEach(async () => {
    await server.start();
    const [first] = clients;
    if (first) {
      await ready(first);
      await first.flushAll();
    }
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(() => server.stop());

  it('counts a visitor’s requests to two instances in one bucket, and says when to come back', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([ready(a.redis), ready(b.redis)]);
    const decisions = [];
    for (let request = 0; request < LIMIT.burst + 2; request += 1)
      decisions.push(await (request % 2 === 0 ? a : b).limiter.take(VISITOR));
    expect(decisions.slice(0, LIMIT.burst)).toEqual(Array(LIMIT.burst).fill({ allowed: true }));
    expect(decisions.slice(LIMIT.burst)).toEqual([
      { allowed: false, retryAfterSeconds: 60 },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    expect(await a.limiter.take('198.51.100.1')).toEqual({ allowed: true });
    expect(await a.limiter.take('2001:db8:1:2::9')).toEqual({ allowed: true });
  });

  it('counts each limit apart and lets Redis forget a bucket once it would be full again', async () => {
    const leads = instance('leads');
    const logins = instance('tirehotel-login');
    await Promise.all([ready(leads.redis), ready(logins.redis)]);
    for (let request = 0; request < LIMIT.burst; request += 1) await leads.limiter.take(VISITOR);
    expect((await leads.limiter.take(VISITOR)).allowed).toBe(false);
    expect((await logins.limiter.take(VISITOR)).allowed).toBe(true);
    const ttl = await leads.redis.pTTL(`{ratelimit}:leads:${VISITOR}`);
    // Four tokens at one a minute: full again in four minutes, and forgotten a second after.
    expect(ttl).toBeGreaterThan(239_000);
    expect(ttl).toBeLessThanOrEqual(241_000);
  });

  it('while Redis is away, each instance counts in its own buckets; back, the shared count resumes', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([ready(a.redis), ready(b.redis)]);
    await a.limiter.take(VISITOR);
    await server.stop();
    await vi.waitFor(() => expect(a.redis.isReady || b.redis.isReady).toBe(false), { timeout: 10_000 });
    const during = [];
    for (let request = 0; request < LIMIT.burst + 1; request += 1) during.push(await a.limiter.take(VISITOR));
    expect(during.map((decision) => decision.allowed)).toEqual([true, true, true, true, false]);
    expect((await b.limiter.take(VISITOR)).allowed).toBe(true);
    await server.start();
    await Promise.all([ready(a.redis), ready(b.redis)]);
    // The server came back empty (nothing saved): a fresh bucket, shared again.
    for (let request = 0; request < LIMIT.burst; request += 1)
      expect((await (request % 2 === 0 ? a : b).limiter.take(VISITOR)).allowed).toBe(true);
    expect((await b.limiter.take(VISITOR)).allowed).toBe(false);
  });
});
