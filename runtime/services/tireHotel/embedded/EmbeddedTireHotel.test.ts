import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestRateLimiter } from '../../../shared/requestRateLimiter';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import type { TireHotelBookingRequest, TireHotelCustomer, TireHotelService } from '../contract';
import {
  handleAddReview,
  handleCreateBooking,
  handleLogin,
  handleSearch,
  handleTimeslotDays,
  handleTimeslots,
  handleValidate,
  LOGIN_RATE_LIMIT,
  type TireHotelHandlerContext,
  type TireHotelRequest,
  VALIDATE_RATE_LIMIT,
} from '../handlers/tireHotelHandlers';
import {
  TIRE_HOTEL_CLIENT_TOO_FAST,
  TIRE_HOTEL_SERVER_ERROR,
  TIRE_HOTEL_SESSION_EXPIRED,
} from '../tireHotelMessages';
import { EmbeddedTireHotel, NO_AGREEMENT, OTHER_VEHICLE, OTHER_WORKSHOP } from './EmbeddedTireHotel';
import { CODE_EXPIRED, CODE_LOCKED, CODE_USED, TOO_MANY_CODES, wrongCode } from './SmsCodeLogin';
import { latestSmsCode, recentSms } from './smsOutbox';
import { NO_TIMES_THAT_DAY, SLOT_TAKEN, TIME_REQUIRED } from './TireHotelCalendar';

/** Monday 2 November 2026, 10:00 in Sweden: the window runs from Thursday 5 November to 2 February 2027. */
const START = Date.parse('2026-11-02T09:00:00Z');
const GOTEBORG = 'SE-GBG-4410';
const SEGELTORP = 'SE-STH-2120';
const LULEA = 'SE-LLA-5220';
const MINUTE = 60_000;

let dataDir: string;
let clock: { now: number };
let services: EmbeddedTireHotel[];
let logged: string[];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tirehotel-'));
  clock = { now: START };
  services = [];
  logged = [];
});

afterEach(() => {
  for (const service of services) service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function openService(): EmbeddedTireHotel {
  const service = new EmbeddedTireHotel({
    dataDir,
    now: () => new Date(clock.now),
    logSms: (line) => logged.push(line),
  });
  services.push(service);
  return service;
}

const roomy = () =>
  requestRateLimiter('roomy', { burst: 1e6, refillPerSecond: 1, maxClients: 10 }, { env: {} });

function context(
  service: TireHotelService = openService(),
  limiters = { login: roomy(), validate: roomy() },
) {
  return { service, limiters, logError: () => undefined } satisfies TireHotelHandlerContext;
}

interface RequestInit {
  query?: Record<string, string | string[]>;
  session?: string;
  authorization?: string;
  body?: unknown;
  contentType?: string;
  address?: string;
}

function request({ query = {}, session, authorization, body, contentType, address }: RequestInit = {}) {
  const text = body === undefined ? [] : [typeof body === 'string' ? body : JSON.stringify(body)];
  return Object.assign(Readable.from(text), {
    query,
    headers: {
      ...(body === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
      ...(authorization ? { authorization } : session ? { authorization: `Bearer ${session}` } : {}),
    },
    socket: { remoteAddress: address ?? '203.0.113.5' },
  }) as TireHotelRequest;
}

async function credentials(ctx: TireHotelHandlerContext, regNo: string) {
  const found = await handleSearch(request({ query: { regNo } }), ctx);
  expect(found.status).toBe(200);
  const { encryptedPhoneNumber } = found.body as { encryptedPhoneNumber: string };
  const login = await handleLogin(request({ query: { encryptedPhoneNumber } }), ctx);
  expect(login.status).toBe(200);
  return (login.body as { authorizationToken: string }).authorizationToken;
}

const validate = (ctx: TireHotelHandlerContext, authToken: string, otpToken: string) =>
  handleValidate(request({ query: { authToken, otpToken } }), ctx);

/** A validated session for `regNo`, its code read from the SMS outbox. */
async function session(ctx: TireHotelHandlerContext, regNo: string) {
  const token = await credentials(ctx, regNo);
  const answer = await validate(ctx, token, latestSmsCode(dataDir, regNo) ?? '');
  expect(answer.status).toBe(200);
  return token;
}

const range = (startDate: string, endDate: string, regNo: string) => ({ startDate, endDate, regNo });

const days = (ctx: TireHotelHandlerContext, token: string, workshop: string, body: unknown) =>
  handleTimeslotDays(request({ query: { workshopIdentifier: workshop }, session: token, body }), ctx);

const times = (ctx: TireHotelHandlerContext, token: string, workshop: string, body: unknown) =>
  handleTimeslots(request({ query: { workshopIdentifier: workshop }, session: token, body }), ctx);

const booking = (bookingDate: string, regNo: string, bookingStart?: string): TireHotelBookingRequest => ({
  bookingDate,
  ...(bookingStart ? { bookingStart } : {}),
  regNo,
  freeText: 'Byt gärna till vinterhjulen.',
  customer: { firstName: 'Anna', lastName: 'Lind', email: 'anna.lind@example.se', phoneMobile: '0701740612' },
});

const book = (ctx: TireHotelHandlerContext, token: string, department: string, body: unknown) =>
  handleCreateBooking(request({ query: { departmentIdentifier: department }, session: token, body }), ctx);

/** The free start times of one day, each with how many lifts list it. */
async function timesOfDay(ctx: TireHotelHandlerContext, token: string, date: string) {
  const answer = await times(ctx, token, GOTEBORG, range(date, date, 'VOLVO'));
  expect(answer.status).toBe(200);
  const counts = new Map<string, number>();
  for (const { startTime } of (answer.body as { availableTimeSlotDates: { startTime: string[] }[] })
    .availableTimeSlotDates)
    for (const time of startTime) counts.set(time, (counts.get(time) ?? 0) + 1);
  return counts;
}

async function firstFreeDay(
  ctx: TireHotelHandlerContext,
  token: string,
  workshop: string,
  brandCode: string,
) {
  const answer = await days(ctx, token, workshop, range('2026-11-05', '2027-02-02', brandCode));
  expect(answer.status).toBe(200);
  return (answer.body as { availableDates: { date: string }[] }).availableDates.map(({ date }) => date);
}

describe('the embedded tyre hotel through its route handlers', () => {
  it('finds an agreement by registration number, with the phone obfuscated and only a token for it', async () => {
    const ctx = context();
    const found = await handleSearch(request({ query: { regNo: 'abc 123' } }), ctx);
    expect(found).toMatchObject({
      status: 200,
      body: { regNo: 'ABC123', obfuscatedPhoneNumber: '070-*** ** 12' },
    });
    expect(JSON.stringify(found.body)).not.toContain('1740612');
    expect(await handleSearch(request({ query: { regNo: 'ELBIL24' } }), ctx)).toMatchObject({ status: 200 });
    expect(await handleSearch(request({ query: { regNo: 'ZZZ999' } }), ctx)).toEqual({
      status: 404,
      body: { message: NO_AGREEMENT },
    });
    expect((await handleSearch(request({ query: { regNo: 'AB-12' } }), ctx)).status).toBe(400);
    expect((await handleSearch(request({ query: { regNo: ['ABC123', 'KLM456'] } }), ctx)).status).toBe(400);
  });

  it('sends a 4-digit code by SMS to the outbox and the log; the code logs in once, with the vehicle', async () => {
    const ctx = context();
    const token = await credentials(ctx, 'ABC123');
    const code = latestSmsCode(dataDir, 'ABC123');
    expect(code).toMatch(/^\d{4}$/);
    expect(recentSms(dataDir)[0]).toMatchObject({
      regNo: 'ABC123',
      phone: '0701740612',
      message: `Din kod till Hedin Automotive Däckhotell är ${code}. Koden gäller i 5 minuter.`,
    });
    expect(logged[0]).toContain(`${code}`);
    const validated = await validate(ctx, token, code ?? '');
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      status: 0,
      vehicles: [{ regNo: 'ABC123', name: 'Volvo XC60 B4 AWD Plus', location: { erpId: GOTEBORG } }],
    });
    const [vehicle] = (validated.body as { vehicles: { tires: { wheel: { threadStatusId: number } }[] }[] })
      .vehicles;
    expect(vehicle?.tires.map(({ wheel }) => wheel.threadStatusId)).toEqual([2, 2, 1, 1]);
    expect(await validate(ctx, token, code ?? '')).toEqual({ status: 400, body: { message: CODE_USED } });
    const unknown = await handleLogin(request({ query: { encryptedPhoneNumber: 'bm90LWEtcGhvbmU' } }), ctx);
    expect(unknown.status).toBe(404);
  });

  it('refuses a code after its 5 minutes', async () => {
    const ctx = context();
    const token = await credentials(ctx, 'KLM456');
    clock.now += 5 * MINUTE;
    expect(await validate(ctx, token, latestSmsCode(dataDir, 'KLM456') ?? '')).toEqual({
      status: 400,
      body: { message: CODE_EXPIRED },
    });
  });

  it('counts at most 5 wrong codes of a token, then refuses every code, the right one too', async () => {
    const ctx = context();
    const token = await credentials(ctx, 'ABC123');
    const right = latestSmsCode(dataDir, 'ABC123');
    const answers = new Map<string, number>();
    for (let guess = 0; guess < 10_000; guess += 1) {
      const code = String(guess).padStart(4, '0');
      if (code === right) continue;
      const { status, body } = await validate(ctx, token, code);
      const key = `${status} ${(body as { message: string }).message}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({
      [`400 ${wrongCode(4)}`]: 1,
      [`400 ${wrongCode(3)}`]: 1,
      [`400 ${wrongCode(2)}`]: 1,
      [`400 ${wrongCode(1)}`]: 1,
      [`403 ${CODE_LOCKED}`]: 9_995,
    });
    expect(await validate(ctx, token, right ?? '')).toEqual({ status: 403, body: { message: CODE_LOCKED } });
  });

  it('sends a registration number at most 3 codes in 10 minutes', async () => {
    const ctx = context();
    for (let login = 0; login < 3; login += 1) await credentials(ctx, 'GHT27K');
    clock.now += 4 * MINUTE;
    const { body } = await handleSearch(request({ query: { regNo: 'GHT27K' } }), ctx);
    const refused = await handleLogin(
      request({ query: { encryptedPhoneNumber: (body as TireHotelCustomer).encryptedPhoneNumber } }),
      ctx,
    );
    expect(refused).toEqual({ status: 429, body: { message: TOO_MANY_CODES }, retryAfterSeconds: 360 });
    clock.now += 6 * MINUTE;
    await credentials(ctx, 'GHT27K');
  });

  it('limits codes asked for and tried per connection address', async () => {
    const ctx = context(openService(), {
      login: requestRateLimiter('login', LOGIN_RATE_LIMIT, { env: {}, now: () => clock.now }),
      validate: requestRateLimiter('validate', VALIDATE_RATE_LIMIT, { env: {}, now: () => clock.now }),
    });
    for (const regNo of ['ABC123', 'KLM456', 'GHT27K', 'EVK61B', 'ELBIL24', 'QET44A'])
      await credentials(ctx, regNo);
    const { body } = await handleSearch(request({ query: { regNo: 'ABC123' } }), ctx);
    const query = { encryptedPhoneNumber: (body as TireHotelCustomer).encryptedPhoneNumber };
    expect(await handleLogin(request({ query }), ctx)).toEqual({
      status: 429,
      body: { message: TIRE_HOTEL_CLIENT_TOO_FAST },
      retryAfterSeconds: 60,
    });
    expect((await handleLogin(request({ query, address: '198.51.100.7' }), ctx)).status).toBe(200);
    const token = await credentials(context(ctx.service), 'EVK61B');
    for (let attempt = 0; attempt < 20; attempt += 1) await validate(ctx, token, '0000');
    expect((await validate(ctx, token, '0000')).status).toBe(429);
  });

  it('answers 401 without a session, with a malformed one, an unvalidated token or one idle for 30 minutes', async () => {
    const ctx = context();
    const body = range('2026-11-05', '2026-11-20', 'VOLVO');
    const unvalidated = await credentials(ctx, 'EVK61B');
    const token = await session(ctx, 'ABC123');
    const expired = { status: 401, body: { message: TIRE_HOTEL_SESSION_EXPIRED } };
    expect(await days(ctx, '', GOTEBORG, body)).toEqual(expired);
    expect(
      await handleTimeslotDays(
        request({ query: { workshopIdentifier: GOTEBORG }, authorization: 'Basic abc', body }),
        ctx,
      ),
    ).toEqual(expired);
    expect(await days(ctx, unvalidated, GOTEBORG, range('2026-11-05', '2026-11-20', 'KIA'))).toEqual(expired);
    clock.now += 29 * MINUTE;
    expect((await days(ctx, token, GOTEBORG, body)).status).toBe(200);
    clock.now += 29 * MINUTE;
    expect((await days(ctx, token, GOTEBORG, body)).status).toBe(200);
    clock.now += 30 * MINUTE;
    expect(await days(ctx, token, GOTEBORG, body)).toEqual(expired);
    const review = { rating: 5, comment: 'Bra', date: '2026-11-02' };
    expect(await handleAddReview(request({ body: review }), ctx)).toEqual(expired);
  });

  it('lets a session reach only its own vehicle and workshop (403)', async () => {
    const ctx = context();
    const token = await session(ctx, 'ABC123');
    const body = range('2026-11-05', '2026-11-20', 'VOLVO');
    expect(await days(ctx, token, SEGELTORP, body)).toEqual({
      status: 403,
      body: { message: OTHER_WORKSHOP },
    });
    expect(await days(ctx, token, GOTEBORG, { ...body, regNo: 'VW' })).toEqual({
      status: 403,
      body: { message: OTHER_VEHICLE },
    });
    const [date] = await firstFreeDay(ctx, token, GOTEBORG, 'VOLVO');
    const [time] = [...(await timesOfDay(ctx, token, date ?? ''))].map(([start]) => start.slice(11, 16));
    expect(await book(ctx, token, GOTEBORG, booking(date ?? '', 'KLM456', time))).toEqual({
      status: 403,
      body: { message: OTHER_VEHICLE },
    });
    expect((await book(ctx, token, SEGELTORP, booking(date ?? '', 'ABC123', time))).status).toBe(403);
  });

  it('offers weekdays of the window only, never a Swedish holiday, and refuses other ranges', async () => {
    const ctx = context();
    const token = await session(ctx, 'ABC123');
    const free = await firstFreeDay(ctx, token, GOTEBORG, 'VOLVO');
    expect(free.length).toBeGreaterThan(20);
    for (const date of free) expect(new Date(`${date}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
    for (const holiday of [
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
      '2027-01-01',
      '2027-01-06',
    ])
      expect(free).not.toContain(holiday);
    const outside = await days(ctx, token, GOTEBORG, range('2026-11-04', '2026-11-20', 'VOLVO'));
    expect(outside).toEqual({
      status: 400,
      body: { message: 'Välj ett datum mellan 2026-11-05 och 2027-02-02.' },
    });
    expect((await days(ctx, token, GOTEBORG, range('2026-11-05', '2027-02-03', 'VOLVO'))).status).toBe(400);
    expect((await days(ctx, token, GOTEBORG, range('2026-11-20', '2026-11-06', 'VOLVO'))).status).toBe(400);
    expect((await days(ctx, token, GOTEBORG, range('2026-11-31', '2026-12-01', 'VOLVO'))).status).toBe(400);
    expect((await times(ctx, token, GOTEBORG, range('2026-11-05', '2026-11-20', 'VOLVO'))).status).toBe(400);
  });

  it('lists a start time on several lifts, and books a time the day has', async () => {
    const ctx = context();
    const token = await session(ctx, 'ABC123');
    const [date = ''] = await firstFreeDay(ctx, token, GOTEBORG, 'VOLVO');
    const counts = await timesOfDay(ctx, token, date);
    expect(Math.max(...counts.values())).toBeGreaterThan(1);
    const [start = ''] = [...counts.keys()];
    expect(start).toMatch(new RegExp(`^${date}T\\d\\d:[03]0:00$`));
    expect(await book(ctx, token, GOTEBORG, booking(date, 'ABC123'))).toEqual({
      status: 400,
      body: { message: TIME_REQUIRED },
    });
    expect((await book(ctx, token, GOTEBORG, booking(date, 'ABC123', '06:00'))).status).toBe(400);
    const booked = await book(ctx, token, GOTEBORG, booking(date, 'ABC123', start.slice(11, 16)));
    expect(booked).toMatchObject({
      status: 200,
      body: {
        customerBase: { firstName: 'Anna', lastName: 'Lind' },
        services: [{ name: 'Hjulskifte med däckhotell' }],
        appointmentTime: start,
        isFullDay: false,
        workshop: {
          name: 'Hedin Automotive Göteborg Högsbo',
          address: 'Gruvgatan 35, 421 30 Västra Frölunda',
        },
        freeText: 'Byt gärna till vinterhjulen.',
      },
    });
    expect((booked.body as { bookingConfirmationId: string }).bookingConfirmationId).toMatch(
      /^DH-[2-9A-Z]{8}$/,
    );
    expect((await timesOfDay(ctx, token, date)).get(start) ?? 0).toBe((counts.get(start) ?? 0) - 1);
  });

  it('books a day without times for the whole day, and a fully booked workshop has no day', async () => {
    const ctx = context();
    const token = await session(ctx, 'KLM456');
    const free = await firstFreeDay(ctx, token, SEGELTORP, 'VW');
    const monday = free.find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1) ?? '';
    const answer = await times(ctx, token, SEGELTORP, range(monday, monday, 'VW'));
    expect(answer).toEqual({
      status: 200,
      body: { availableTimeSlotDates: [{ startTime: [] }, { startTime: [] }] },
    });
    expect(await book(ctx, token, SEGELTORP, booking(monday, 'KLM456', '08:00'))).toEqual({
      status: 400,
      body: { message: NO_TIMES_THAT_DAY },
    });
    expect(await book(ctx, token, SEGELTORP, booking(monday, 'KLM456'))).toMatchObject({
      status: 200,
      body: { appointmentTime: `${monday}T08:00:00`, isFullDay: true },
    });
    const audi = await session(ctx, 'QET44A');
    expect(await firstFreeDay(ctx, audi, LULEA, 'AUDI')).toEqual([]);
  });

  it('gives a time’s last place to one of two backends sharing the file; the other is told it is taken', async () => {
    const first = context();
    const second = context(openService());
    const token = await session(first, 'ABC123');
    const [date = ''] = await firstFreeDay(first, token, GOTEBORG, 'VOLVO');
    const [[start, lifts] = ['', 0]] = [...(await timesOfDay(first, token, date))];
    const request = booking(date, 'ABC123', start.slice(11, 16));
    for (let place = 1; place < lifts; place += 1)
      expect((await book(first, token, GOTEBORG, request)).status).toBe(200);
    const answers = await Promise.all([
      book(first, token, GOTEBORG, request),
      book(second, token, GOTEBORG, request),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)?.body).toEqual({ message: SLOT_TAKEN });
    expect((await timesOfDay(second, token, date)).has(start)).toBe(false);
  });

  it('keeps bookings, sessions and reviews across a re-opened database', async () => {
    const before = context();
    const token = await session(before, 'EVK61B');
    const [date = ''] = await firstFreeDay(before, token, GOTEBORG, 'KIA');
    const counts = await (async () => {
      const answer = await times(before, token, GOTEBORG, range(date, date, 'KIA'));
      return (
        answer.body as { availableTimeSlotDates: { startTime: string[] }[] }
      ).availableTimeSlotDates.flatMap(({ startTime }) => startTime);
    })();
    const start = counts[0] ?? '';
    expect((await book(before, token, GOTEBORG, booking(date, 'EVK61B', start.slice(11, 16)))).status).toBe(
      200,
    );
    const review = await handleAddReview(
      request({ session: token, body: { rating: 4, comment: 'Smidigt!', date: '2026-11-02' } }),
      before,
    );
    expect(review).toMatchObject({ status: 200, body: { reviewId: expect.stringMatching(/^R-/) } });
    for (const service of services.splice(0)) service.close();
    const after = context();
    const again = await times(after, token, GOTEBORG, range(date, date, 'KIA'));
    expect(again.status).toBe(200);
    const left = (
      again.body as { availableTimeSlotDates: { startTime: string[] }[] }
    ).availableTimeSlotDates.flatMap(({ startTime }) => startTime);
    expect(left.filter((time) => time === start).length).toBe(
      counts.filter((time) => time === start).length - 1,
    );
  });

  it('answers bad input with a 400 or 415 and a reason, never a 500', async () => {
    const ctx = context();
    const token = await session(ctx, 'ABC123');
    const query = { workshopIdentifier: GOTEBORG };
    const status = async (init: RequestInit) =>
      (await handleTimeslotDays(request({ session: token, ...init }), ctx)).status;
    expect(await status({ query, body: '{"startDate": ' })).toBe(400);
    expect(
      await status({ query, body: { startDate: 20261105, endDate: '2026-11-20', regNo: 'VOLVO' } }),
    ).toBe(400);
    expect(
      await status({
        query,
        body: { ...range('2026-11-05', '2026-11-20', 'VOLVO'), pad: 'x'.repeat(5_000) },
      }),
    ).toBe(400);
    expect(await status({ query, body: 'startDate=2026-11-05', contentType: 'text/plain' })).toBe(415);
    expect(await status({ query: {}, body: range('2026-11-05', '2026-11-20', 'VOLVO') })).toBe(400);
    expect(
      await status({
        query: { workshopIdentifier: 'SE GBG' },
        body: range('2026-11-05', '2026-11-20', 'VOLVO'),
      }),
    ).toBe(400);
    const review = (body: unknown) => handleAddReview(request({ session: token, body }), ctx);
    expect((await review({ rating: '5', comment: '', date: '2026-11-02' })).status).toBe(400);
    expect((await review({ rating: 6, comment: '', date: '2026-11-02' })).status).toBe(400);
    expect((await review([[[[[1]]]]])).status).toBe(400);
    expect((await validate(ctx, token, '12345')).status).toBe(400);
    expect((await handleLogin(request({ query: {} }), ctx)).status).toBe(400);
  });

  it('answers a failing backend 502, or 503 with when to try again, with the spec’s text', async () => {
    const failing = (error: Error): TireHotelService => {
      const fail = () => Promise.reject(error);
      return {
        search: fail,
        login: fail,
        validate: fail,
        timeslotDays: fail,
        timeslots: fail,
        createBooking: fail,
        addReview: fail,
      };
    };
    const broken = await handleSearch(
      request({ query: { regNo: 'ABC123' } }),
      context(failing(new Error('disk full'))),
    );
    expect(broken).toEqual({ status: 502, body: { message: TIRE_HOTEL_SERVER_ERROR } });
    const open = await handleSearch(
      request({ query: { regNo: 'ABC123' } }),
      context(failing(new UpstreamUnavailableError('tireHotel', 'open', 12, 'open'))),
    );
    expect(open).toEqual({ status: 503, body: { message: TIRE_HOTEL_SERVER_ERROR }, retryAfterSeconds: 12 });
  });
});
