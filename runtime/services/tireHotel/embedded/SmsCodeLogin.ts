/**
 * How the embedded tyre hotel lets a customer in (issue 19): `login` sends a fresh random 4-digit code by
 * SMS (to the outbox) and answers a random token; the code is kept only as a hash with its token, is valid
 * for 5 minutes and once; a token takes 5 wrong codes and is then locked, also for the right one; a
 * registration number gets at most 3 codes in 10 minutes. A validated token is the session, which lapses
 * after 30 minutes without use. So a guesser has at most 5 tries per code and 3 codes per 10 minutes: 15
 * of 10,000 codes. Every check and count is one immediate transaction, so it holds across processes.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SqliteFile } from '../../embedded/SqliteFile';
import {
  TIRE_HOTEL_CODE_LENGTH,
  TIRE_HOTEL_CODE_LIFETIME_MS,
  TIRE_HOTEL_MAX_WRONG_CODES,
  TireHotelError,
} from '../contract';
import { TIRE_HOTEL_SESSION_EXPIRED } from '../tireHotelMessages';
import { codeSmsText, writeSms } from './smsOutbox';
import { immediately } from './tireHotelDatabase';

/** Codes one registration number may be sent within LOGIN_WINDOW_MS. */
export const CODES_PER_REG_NO = 3;
export const LOGIN_WINDOW_MS = 10 * 60_000;
/** A session lapses after this long without a call. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** How long the outbox keeps a sent SMS. */
const SMS_KEPT_MS = 7 * 24 * 60 * 60_000;

export const CODE_LOCKED = 'För många felaktiga försök. Begär en ny kod.';
export const CODE_EXPIRED = 'Koden har gått ut. Begär en ny kod.';
export const CODE_USED = 'Koden har redan använts. Begär en ny kod.';
export const CODE_UNKNOWN = 'Koden är inte giltig. Begär en ny kod.';
export const TOO_MANY_CODES = 'Du har begärt för många koder. Vänta en stund och försök igen.';
export const wrongCode = (triesLeft: number) => `Fel kod. Du har ${triesLeft} försök kvar.`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const tokenHash = (token: string) => sha256(token).toString('hex');
export const codeHash = (token: string, code: string) => sha256(`${token}:${code}`);
/** A fresh random code, its token, and the SMS that carries the code. */
export function newCode(): { code: string; token: string; message: string } {
  const code = String(randomInt(10 ** TIRE_HOTEL_CODE_LENGTH)).padStart(TIRE_HOTEL_CODE_LENGTH, '0');
  return { code, token: randomBytes(32).toString('base64url'), message: codeSmsText(code) };
}

export interface LoginCustomer {
  regNo: string;
  phone: string;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * How a customer logs in and stays in: this file's sqlite tables, or Redis when several instances share
 * the login (RedisCodeLogin.ts). Each answers the same refusals.
 */
export interface CodeLogin {
  login(customer: LoginCustomer): MaybePromise<string>;
  validate(token: string, code: string): MaybePromise<string>;
  session(token: string): MaybePromise<{ regNo: string; hash: string }>;
}

export interface SmsCodeLoginOptions {
  /** The clock codes expire and sessions lapse by. */
  now: () => Date;
  /** Where a sent SMS is also written (the server log outside production), if anywhere. */
  logSms?: ((line: string) => void) | undefined;
}

type CodeRow = {
  reg_no: string;
  code_hash: string;
  expires_at: number;
  wrong_tries: number;
  used_at: number | null;
};

export class SmsCodeLogin implements CodeLogin {
  readonly #store: SqliteFile;
  readonly #now: () => number;
  readonly #logSms: ((line: string) => void) | undefined;

  constructor(store: SqliteFile, { now, logSms }: SmsCodeLoginOptions) {
    this.#store = store;
    this.#now = () => now().getTime();
    this.#logSms = logSms;
  }

  /** Sends a code for `customer` and answers its token; 429 once the registration number had its codes. */
  login({ regNo, phone }: LoginCustomer): string {
    const database = this.#store.database;
    const now = this.#now();
    const { code, token, message } = newCode();
    const refusal = immediately(database, () => {
      this.#forgetStale(now);
      const recent = database
        .prepare('SELECT COUNT(*) AS count, MIN(requested_at) AS oldest FROM login_requests WHERE reg_no = ?')
        .get(regNo) as { count: number; oldest: number | null };
      if (recent.count >= CODES_PER_REG_NO) {
        const waitMs = (recent.oldest ?? now) + LOGIN_WINDOW_MS - now;
        return new TireHotelError(429, TOO_MANY_CODES, Math.max(1, Math.ceil(waitMs / 1000)));
      }
      database.prepare('INSERT INTO login_requests (reg_no, requested_at) VALUES (?, ?)').run(regNo, now);
      database
        .prepare('INSERT INTO codes (token_hash, reg_no, code_hash, expires_at) VALUES (?, ?, ?, ?)')
        .run(
          tokenHash(token),
          regNo,
          codeHash(token, code).toString('hex'),
          now + TIRE_HOTEL_CODE_LIFETIME_MS,
        );
      writeSms(database, { regNo, phone, message, sentAt: now });
      return null;
    });
    if (refusal) throw refusal;
    this.#logSms?.(`SMS to ${phone} (${regNo}): ${message}`);
    return token;
  }

  /**
   * The registration number whose code `code` is for `token`, the token then being a session; else the
   * refusal the page shows (a wrong code counts, and the fifth locks the token).
   */
  validate(token: string, code: string): string {
    const database = this.#store.database;
    const now = this.#now();
    const hash = tokenHash(token);
    const outcome = immediately(database, (): string | TireHotelError => {
      const row = database
        .prepare('SELECT reg_no, code_hash, expires_at, wrong_tries, used_at FROM codes WHERE token_hash = ?')
        .get(hash) as CodeRow | undefined;
      if (!row) return new TireHotelError(400, CODE_UNKNOWN);
      if (row.wrong_tries >= TIRE_HOTEL_MAX_WRONG_CODES) return new TireHotelError(403, CODE_LOCKED);
      if (row.used_at !== null) return new TireHotelError(400, CODE_USED);
      if (now >= row.expires_at) return new TireHotelError(400, CODE_EXPIRED);
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), codeHash(token, code))) {
        database.prepare('UPDATE codes SET wrong_tries = wrong_tries + 1 WHERE token_hash = ?').run(hash);
        const triesLeft = TIRE_HOTEL_MAX_WRONG_CODES - row.wrong_tries - 1;
        return triesLeft > 0
          ? new TireHotelError(400, wrongCode(triesLeft))
          : new TireHotelError(403, CODE_LOCKED);
      }
      database.prepare('UPDATE codes SET used_at = ? WHERE token_hash = ?').run(now, hash);
      database
        .prepare('INSERT INTO sessions (token_hash, reg_no, last_used_at) VALUES (?, ?, ?)')
        .run(hash, row.reg_no, now);
      return row.reg_no;
    });
    if (outcome instanceof TireHotelError) throw outcome;
    return outcome;
  }

  /** The registration number of the session `token`, whose idle time starts again; 401 when there is none. */
  session(token: string): { regNo: string; hash: string } {
    const database = this.#store.database;
    const now = this.#now();
    const hash = tokenHash(token);
    const lapsedBefore = now - SESSION_IDLE_MS;
    const row = database
      .prepare(
        'UPDATE sessions SET last_used_at = ? WHERE token_hash = ? AND last_used_at > ? RETURNING reg_no',
      )
      .get(now, hash, lapsedBefore) as { reg_no: string } | undefined;
    if (!row) throw new TireHotelError(401, TIRE_HOTEL_SESSION_EXPIRED);
    return { regNo: row.reg_no, hash };
  }

  /** Drops what no check needs any more, so the file holds only the last day's codes and a week's SMS. */
  #forgetStale(now: number): void {
    const database = this.#store.database;
    database.prepare('DELETE FROM login_requests WHERE requested_at <= ?').run(now - LOGIN_WINDOW_MS);
    database.prepare('DELETE FROM codes WHERE expires_at <= ?').run(now - 24 * 60 * 60_000);
    database.prepare('DELETE FROM sessions WHERE last_used_at <= ?').run(now - SESSION_IDLE_MS);
    database.prepare('DELETE FROM sms_outbox WHERE sent_at <= ?').run(now - SMS_KEPT_MS);
  }
}
