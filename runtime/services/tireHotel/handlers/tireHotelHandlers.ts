/**
 * The rules of the `/api/tirehotel/*` routes (spec 002 §7 "Tyre storage", §8): every parameter, the
 * session header and the body checked (tireHotelParams.ts, bodies read within limits and against the
 * contract's schemas), the backend called with the client's abort, and every refusal answered
 * `{message}` with its status (Retry-After with a 429). Login and validate are also limited per
 * connection address, since the host only ever sees this server's. A failing backend is logged and
 * answered 502/503/504 with the spec's 'Något gick fel' text. Whatever a client sends, never a 500.
 */
import { schemaProblems } from '../../../config/schemaProblems';
import type { ProjectSchemaName } from '../../../config/schemaValidator';
import type { ClientRateLimit, RateLimiter } from '../../../http/ClientRateLimiter';
import type { ClientSource } from '../../../http/clientAddress';
import { type JsonBodyLimits, type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import {
  isTireHotelError,
  type TireHotelBookingRequest,
  type TireHotelCallOptions,
  type TireHotelDateRange,
  TireHotelError,
  type TireHotelMessage,
  tireHotelMessage,
  type TireHotelReview,
  type TireHotelService,
} from '../contract';
import { TIRE_HOTEL_CLIENT_TOO_FAST, TIRE_HOTEL_SERVER_ERROR } from '../tireHotelMessages';
import {
  authTokenParam,
  encryptedPhoneParam,
  erpIdParam,
  otpTokenParam,
  regNoParam,
  type RouteParam,
  sessionParam,
} from './tireHotelParams';

/** What a handler needs of a Node.js request. */
export interface TireHotelRequest extends JsonBodySource, ClientSource {
  query: Partial<Record<string, RouteParam>>;
}

export interface TireHotelRateLimiters {
  login: RateLimiter;
  validate: RateLimiter;
}

export interface TireHotelHandlerContext {
  service: TireHotelService;
  limiters: TireHotelRateLimiters;
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export interface TireHotelAnswer<T> {
  status: 200 | 400 | 401 | 403 | 404 | 409 | 415 | 429 | 502 | 503 | 504;
  body: T | TireHotelMessage;
  /** With a 429 or 503: seconds until trying again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

/** Codes asked for from one address: 6 at once, then one a minute (a household, not a guesser). */
export const LOGIN_RATE_LIMIT: ClientRateLimit = { burst: 6, refillPerSecond: 1 / 60, maxClients: 10_000 };
/** Codes tried from one address: 20 at once, then one every 10 seconds. */
export const VALIDATE_RATE_LIMIT: ClientRateLimit = {
  burst: 20,
  refillPerSecond: 1 / 10,
  maxClients: 10_000,
};

/** A date range is three short strings; a booking with every text at its longest is under 2 kB. */
const RANGE_LIMITS: JsonBodyLimits = { maxBytes: 1024, maxDepth: 2 };
const BOOKING_LIMITS: JsonBodyLimits = { maxBytes: 8 * 1024, maxDepth: 3 };
const REVIEW_LIMITS: JsonBodyLimits = { maxBytes: 8 * 1024, maxDepth: 2 };

const callOptions = ({ signal }: TireHotelHandlerContext): TireHotelCallOptions => (signal ? { signal } : {});

async function answer<T>(
  call: string,
  context: TireHotelHandlerContext,
  work: () => Promise<T>,
): Promise<TireHotelAnswer<T>> {
  try {
    return { status: 200, body: await work() };
  } catch (error) {
    if (isTireHotelError(error))
      return {
        status: error.status,
        body: tireHotelMessage(error.message),
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      };
    (context.logError ?? console.error)(`The tyre hotel backend's ${call} call failed:`, error);
    return { ...upstreamFailureAnswer(error), body: tireHotelMessage(TIRE_HOTEL_SERVER_ERROR) };
  }
}

/** Takes one of the address's tries, or refuses with 429 and when to come back. */
async function takeTry(limiter: RateLimiter, request: TireHotelRequest): Promise<void> {
  const decision = await limiter.take(request);
  if (!decision.allowed)
    throw new TireHotelError(429, TIRE_HOTEL_CLIENT_TOO_FAST, decision.retryAfterSeconds);
}

/**
 * The session checked (401 before the body is read, which is then drained), then the body read within
 * `limits` and checked against `schema` (400 with the reasons; 415 when it is not JSON), then `work`.
 */
async function withBody<T, B>(
  call: string,
  request: TireHotelRequest,
  context: TireHotelHandlerContext,
  { limits, schema }: { limits: JsonBodyLimits; schema: ProjectSchemaName },
  work: (session: string, value: B) => Promise<T>,
): Promise<TireHotelAnswer<T>> {
  let session: string;
  try {
    session = sessionParam(request.headers.authorization);
  } catch (error) {
    request.resume();
    return answer(call, context, () => Promise.reject(error));
  }
  const read = await readJsonBody(request, limits);
  if (!read.ok) return { status: read.status, body: tireHotelMessage(read.error) };
  return answer(call, context, async () => {
    const problems = schemaProblems(schema, read.value);
    if (problems) throw new TireHotelError(400, problems);
    return work(session, read.value as B);
  });
}

/** `GET /api/tirehotel/authorization/search?regNo=`. */
export const handleSearch = (request: TireHotelRequest, context: TireHotelHandlerContext) =>
  answer('search', context, () =>
    context.service.search(regNoParam(request.query.regNo), callOptions(context)),
  );

/** `POST /api/tirehotel/authorization/login?encryptedPhoneNumber=` (no body). */
export function handleLogin(request: TireHotelRequest, context: TireHotelHandlerContext) {
  request.resume();
  return answer('login', context, async () => {
    await takeTry(context.limiters.login, request);
    return context.service.login(
      encryptedPhoneParam(request.query.encryptedPhoneNumber),
      callOptions(context),
    );
  });
}

/** `POST /api/tirehotel/authorization/validate?authToken=&otpToken=` (no body). */
export function handleValidate(request: TireHotelRequest, context: TireHotelHandlerContext) {
  request.resume();
  return answer('validate', context, async () => {
    await takeTry(context.limiters.validate, request);
    return context.service.validate(
      authTokenParam(request.query.authToken),
      otpTokenParam(request.query.otpToken),
      callOptions(context),
    );
  });
}

const RANGE = { limits: RANGE_LIMITS, schema: 'tireHotelDateRange' } as const;

/** `POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=`, body {startDate, endDate, regNo}. */
export const handleTimeslotDays = (request: TireHotelRequest, context: TireHotelHandlerContext) =>
  withBody('GetTimeslotDays', request, context, RANGE, (session, range: TireHotelDateRange) =>
    context.service.timeslotDays(
      session,
      erpIdParam(request.query.workshopIdentifier, 'workshopIdentifier'),
      range,
      callOptions(context),
    ),
  );

/** `POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier=`, the same body. */
export const handleTimeslots = (request: TireHotelRequest, context: TireHotelHandlerContext) =>
  withBody('GetTimeslots', request, context, RANGE, (session, range: TireHotelDateRange) =>
    context.service.timeslots(
      session,
      erpIdParam(request.query.workshopIdentifier, 'workshopIdentifier'),
      range,
      callOptions(context),
    ),
  );

/** `POST /api/tirehotel/booking/create?departmentIdentifier=`, body the booking request. */
export const handleCreateBooking = (request: TireHotelRequest, context: TireHotelHandlerContext) =>
  withBody(
    'create',
    request,
    context,
    { limits: BOOKING_LIMITS, schema: 'tireHotelBookingRequest' },
    (session, booking: TireHotelBookingRequest) =>
      context.service.createBooking(
        session,
        erpIdParam(request.query.departmentIdentifier, 'departmentIdentifier'),
        booking,
        callOptions(context),
      ),
  );

/** `POST /api/tirehotel/review/addReview`, body {rating, comment, date}. */
export const handleAddReview = (request: TireHotelRequest, context: TireHotelHandlerContext) =>
  withBody(
    'addReview',
    request,
    context,
    { limits: REVIEW_LIMITS, schema: 'tireHotelReview' },
    (session, review: TireHotelReview) => context.service.addReview(session, review, callOptions(context)),
  );
