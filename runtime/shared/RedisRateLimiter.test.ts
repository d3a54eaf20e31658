import { describe, expect, it } from 'vitest';
import { redisAway, redisForTests, redisReady } from '../../tests/fixtures/redisForTests';
import { redisServerBinary } from '../../tests/fixtures/redisServer';
import { type ClientRateLimit, ClientRateLimiter } from '../http/ClientRateLimiter';
import { RedisRateLimiter } from './RedisRateLimiter';

const LIMIT: ClientRateLimit = { burst: 4, refillPerSecond: 1 / 60, maxClients: 100 };
const VISITOR = '203.0.113.7';

describe.skipIf(!redisServerBinary())('rate limits shared through Redis', () => {
  const testRedis = redisForTests();

  /** One instance of the site: its own Redis connection and its own local buckets. */
  function instance(name = 'leads') {
    const redis = testRedis.connect();
    return {
      redis,
      limiter: new RedisRateLimiter({ redis, name, limit: LIMIT, local: new ClientRateLimiter(LIMIT) }),
    };
  }

  it('counts a visitor’s requests to two instances in one bucket, and says when to come back', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
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
    await Promise.all([redisReady(leads.redis), redisReady(logins.redis)]);
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
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    await a.limiter.take(VISITOR);
    await testRedis.server().stop();
    await Promise.all([redisAway(a.redis), redisAway(b.redis)]);
    const during = [];
    for (let request = 0; request < LIMIT.burst + 1; request += 1) during.push(await a.limiter.take(VISITOR));
    expect(during.map((decision) => decision.allowed)).toEqual([true, true, true, true, false]);
    expect((await b.limiter.take(VISITOR)).allowed).toBe(true);
    await testRedis.server().start();
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    // The server came back empty (nothing saved): a fresh bucket, shared again.
    for (let request = 0; request < LIMIT.burst; request += 1)
      expect((await (request % 2 === 0 ? a : b).limiter.take(VISITOR)).allowed).toBe(true);
    expect((await b.limiter.take(VISITOR)).allowed).toBe(false);
  });
});
