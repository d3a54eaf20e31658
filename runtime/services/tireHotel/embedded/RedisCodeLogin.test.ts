import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redisAway, redisForTests, redisReady } from '../../../../tests/fixtures/redisForTests';
import { redisServerBinary } from '../../../../tests/fixtures/redisServer';
import type { SharedRedis } from '../../../shared/redisConnection';
import { TireHotelError } from '../contract';
import { TIRE_HOTEL_SESSION_EXPIRED } from '../tireHotelMessages';
import { EmbeddedTireHotel } from './EmbeddedTireHotel';
import { RedisCodeLogin } from './RedisCodeLogin';
import { CODE_LOCKED, TOO_MANY_CODES, wrongCode } from './SmsCodeLogin';
import { latestSmsCode } from './smsOutbox';

const REG_NO = 'ABC123';

/** What a test needs of one instance of the site. */
interface Instance {
  redis: SharedRedis;
  dataDir: string;
  service: EmbeddedTireHotel;
}

/** Asks `at` for a code for the demo customer: its token, and the code the SMS carried. */
async function askCode(at: Instance): Promise<{ token: string; code: string }> {
  const { encryptedPhoneNumber } = await at.service.search(REG_NO);
  const { authorizationToken } = await at.service.login(encryptedPhoneNumber);
  return { token: authorizationToken, code: latestSmsCode(at.dataDir, REG_NO) ?? '' };
}

const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: unknown) => (error instanceof TireHotelError ? `${error.status} ${error.message}` : 'error'),
  );

const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe.skipIf(!redisServerBinary())('tyre hotel login shared through Redis', () => {
  const testRedis = redisForTests();
  let root: string;
  const services: EmbeddedTireHotel[] = [];

  /** One instance of the site: its own data folder and Redis connection, the login shared through Redis. */
  function instance(name: string): Instance {
    const redis = testRedis.connect();
    const dataDir = path.join(root, name);
    const service = new EmbeddedTireHotel({
      dataDir,
      sharedLogin: (store, local) => new RedisCodeLogin({ redis, store, local }),
    });
    services.push(service);
    return { redis, dataDir, service };
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'redis-login-'));
  });

  afterEach(() => {
    for (const service of services.splice(0)) service.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('counts wrong codes sent to either instance together: the fifth locks the token everywhere', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    const { token, code } = await askCode(a);
    const wrong = wrongFor(code);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await refusalOf((attempt % 2 ? b : a).service.validate(token, wrong)));
    expect(answers).toEqual([
      `400 ${wrongCode(4)}`,
      `400 ${wrongCode(3)}`,
      `400 ${wrongCode(2)}`,
      `400 ${wrongCode(1)}`,
      `403 ${CODE_LOCKED}`,
      `403 ${CODE_LOCKED}`,
    ]);
    expect(await refusalOf(a.service.validate(token, code))).toBe(`403 ${CODE_LOCKED}`);
  });

  it('sends a registration number 3 codes in 10 minutes, whichever instance is asked', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    await askCode(a);
    await askCode(b);
    await askCode(a);
    expect(await refusalOf(askCode(b))).toBe(`429 ${TOO_MANY_CODES}`);
  });

  it('knows a session validated on one instance on the other', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    const { token, code } = await askCode(a);
    expect((await b.service.validate(token, code)).vehicles[0]?.regNo).toBe(REG_NO);
    expect(
      await refusalOf(a.service.addReview(token, { rating: 5, comment: 'Bra', date: '2026-11-02' })),
    ).toBe('accepted');
  });

  it('logs customers in on the instance alone while Redis is down', async () => {
    const a = instance('a');
    await redisReady(a.redis);
    await testRedis.server().stop();
    await redisAway(a.redis);
    const { token, code } = await askCode(a);
    expect((await a.service.validate(token, code)).vehicles[0]?.regNo).toBe(REG_NO);
    expect(
      await refusalOf(a.service.addReview(token, { rating: 4, comment: 'Ok', date: '2026-11-02' })),
    ).toBe('accepted');
    expect(
      await refusalOf(a.service.addReview('unknown', { rating: 4, comment: 'Ok', date: '2026-11-02' })),
    ).toBe(`401 ${TIRE_HOTEL_SESSION_EXPIRED}`);
  });
});
