/**
 * The embedded tyre hotel's SMS code login shared by several instances through Redis (REDIS_URL,
 * docs/DEPLOYMENT.md), so the guessing bound of SmsCodeLogin.ts holds for the site, not per instance: 3
 * codes per registration number in 10 minutes, 5 wrong codes per token, then locked, wherever each
 * request lands; and a session opened on one instance is known on all. The same rules and refusals as
 * SmsCodeLogin, each check-and-count one Lua script (atomic in Redis); codes and tokens are kept only as
 * hashes, and Redis forgets each key when no check needs it any more (PX). The SMS itself is still
 * written to this instance's sqlite outbox (the demo has no gateway).
 *
 * While Redis is away the instance's own SmsCodeLogin answers: a code sent then, its tries and its session
 * live on that instance only (the bound is per instance for the outage), and sessions opened in Redis are
 * unknown until it returns (the customer logs in again). Server-only.
 */
import { TIRE_HOTEL_CODE_LIFETIME_MS, TIRE_HOTEL_MAX_WRONG_CODES, TireHotelError } from '../contract';
import { TIRE_HOTEL_SESSION_EXPIRED } from '../tireHotelMessages';
import { type SharedRedis, sharedOrLocal } from '../../../shared/sharedRedis';
import type { SqliteFile } from '../../embedded/SqliteFile';
import {
  CODE_EXPIRED,
  CODE_LOCKED,
  CODE_UNKNOWN,
  CODE_USED,
  type CodeLogin,
  codeHash,
  CODES_PER_REG_NO,
  LOGIN_WINDOW_MS,
  type LoginCustomer,
  newCode,
  SESSION_IDLE_MS,
  TOO_MANY_CODES,
  tokenHash,
  wrongCode,
} from './SmsCodeLogin';
import { writeSms } from './smsOutbox';

const PREFIX = '{tirehotel}:';
const requestsKey = (regNo: string) => `${PREFIX}requests:${regNo}`;
const codeKey = (hash: string) => `${PREFIX}code:${hash}`;
const sessionKey = (hash: string) => `${PREFIX}session:${hash}`;
/** How long a code is remembered after it expires, to answer "expired" rather than "unknown". */
const CODE_REMEMBERED_MS = 24 * 60 * 60_000;

/**
 * Counts a code request for a registration number and stores the code: {1}, or {0, oldest request} when
 * the number had its codes within the window.
 */
const LOGIN = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return { 0, redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2] }
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[7])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('HSET', KEYS[2], 'regNo', ARGV[4], 'codeHash', ARGV[5], 'expiresAt', ARGV[6], 'wrongTries', 0, 'usedAt', '')
redis.call('PEXPIRE', KEYS[2], ARGV[8])
return { 1 }`;

/** Checks a code: {outcome, detail} — ok (regNo), wrong (tries left), locked, used, expired, unknown. */
const VALIDATE = `
local row = redis.call('HMGET', KEYS[1], 'regNo', 'codeHash', 'expiresAt', 'wrongTries', 'usedAt')
if not row[1] then return { 'unknown' } end
local maxWrong = tonumber(ARGV[2])
if tonumber(row[4]) >= maxWrong then return { 'locked' } end
if row[5] ~= '' then return { 'used' } end
if tonumber(ARGV[1]) >= tonumber(row[3]) then return { 'expired' } end
if row[2] ~= ARGV[3] then
  return { 'wrong', tostring(maxWrong - redis.call('HINCRBY', KEYS[1], 'wrongTries', 1)) }
end
redis.call('HSET', KEYS[1], 'usedAt', ARGV[1])
redis.call('SET', KEYS[2], row[1], 'PX', ARGV[4])
return { 'ok', row[1] }`;

function refusal([outcome, detail]: [string, string?]): TireHotelError {
  switch (outcome) {
    case 'wrong': {
      const triesLeft = Number(detail);
      return triesLeft > 0
        ? new TireHotelError(400, wrongCode(triesLeft))
        : new TireHotelError(403, CODE_LOCKED);
    }
    case 'locked':
      return new TireHotelError(403, CODE_LOCKED);
    case 'used':
      return new TireHotelError(400, CODE_USED);
    case 'expired':
      return new TireHotelError(400, CODE_EXPIRED);
    default:
      return new TireHotelError(400, CODE_UNKNOWN);
  }
}

export interface RedisCodeLoginOptions {
  redis: SharedRedis;
  /** The instance's sqlite file, where the SMS is written. */
  store: SqliteFile;
  /** This instance's own login, which answers while Redis is away. */
  local: CodeLogin;
  now?: () => Date;
  logSms?: ((line: string) => void) | undefined;
}

export class RedisCodeLogin implements CodeLogin {
  readonly #redis: SharedRedis;
  readonly #store: SqliteFile;
  readonly #local: CodeLogin;
  readonly #now: () => number;
  readonly #logSms: ((line: string) => void) | undefined;

  constructor({ redis, store, local, now = () => new Date(), logSms }: RedisCodeLoginOptions) {
    this.#redis = redis;
    this.#store = store;
    this.#local = local;
    this.#now = () => now().getTime();
    this.#logSms = logSms;
  }

  /** Redis's answer to `ask` (its refusals thrown on), or the local login's while Redis is away. */
  #sharedOrLocal<T>(ask: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    return sharedOrLocal(this.#redis, ask, local, (error) => error instanceof TireHotelError);
  }

  login(customer: LoginCustomer): Promise<string> {
    return this.#sharedOrLocal(
      () => this.#login(customer),
      () => this.#local.login(customer),
    );
  }

  async #login({ regNo, phone }: LoginCustomer): Promise<string> {
    const now = this.#now();
    const { code, token, message } = newCode();
    const hash = tokenHash(token);
    const [stored, oldest] = (await this.#redis.eval(LOGIN, {
      keys: [requestsKey(regNo), codeKey(hash)],
      arguments: [
        String(now),
        String(LOGIN_WINDOW_MS),
        String(CODES_PER_REG_NO),
        regNo,
        codeHash(token, code).toString('hex'),
        String(now + TIRE_HOTEL_CODE_LIFETIME_MS),
        hash,
        String(TIRE_HOTEL_CODE_LIFETIME_MS + CODE_REMEMBERED_MS),
      ],
    })) as [number, string?];
    if (stored !== 1) {
      const waitMs = Number(oldest ?? now) + LOGIN_WINDOW_MS - now;
      throw new TireHotelError(429, TOO_MANY_CODES, Math.max(1, Math.ceil(waitMs / 1000)));
    }
    writeSms(this.#store.database, { regNo, phone, message, sentAt: now });
    this.#logSms?.(`SMS to ${phone} (${regNo}): ${message}`);
    return token;
  }

  validate(token: string, code: string): Promise<string> {
    return this.#sharedOrLocal(
      async () => {
        const hash = tokenHash(token);
        const answer = (await this.#redis.eval(VALIDATE, {
          keys: [codeKey(hash), sessionKey(hash)],
          arguments: [
            String(this.#now()),
            String(TIRE_HOTEL_MAX_WRONG_CODES),
            codeHash(token, code).toString('hex'),
            String(SESSION_IDLE_MS),
          ],
        })) as [string, string?];
        if (answer[0] !== 'ok' || answer[1] === undefined) throw refusal(answer);
        return answer[1];
      },
      () => this.#local.validate(token, code),
    );
  }

  session(token: string): Promise<{ regNo: string; hash: string }> {
    return this.#sharedOrLocal(
      async () => {
        const hash = tokenHash(token);
        const regNo = await this.#redis.getEx(sessionKey(hash), { type: 'PX', value: SESSION_IDLE_MS });
        if (regNo === null) throw new TireHotelError(401, TIRE_HOTEL_SESSION_EXPIRED);
        return { regNo, hash };
      },
      () => this.#local.session(token),
    );
  }
}
