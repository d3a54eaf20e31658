/**
 * The tyre storage ("Tire Hotel") backend contract (spec 002 §7 "Tyre storage", issue 19): the seven calls
 * of the tyre storage flow under `/api/tirehotel/*` — find the agreement by registration number, send a
 * one-time code by SMS, validate it, then, with the validated session, the days and times a workshop has,
 * a booking and a review. Shapes are the schemas' (schemas/tireHotel*.schema.json). Two implementations:
 * the tyre hotel host over HTTP (`httpClient.ts`, when TIREHOTEL_URL is set) and the embedded one
 * (`embedded/`, the default); `index.ts` picks one. Every refusal is a TireHotelError carrying the HTTP
 * status and the message the page shows (spec 002 §8: login, validate and booking failures show the
 * server's message). Browser-safe.
 */
import type { TireHotelBookingRequest } from '../../../schemas/generated/tireHotelBookingRequest';
import type { TireHotelConfirmation } from '../../../schemas/generated/tireHotelConfirmation';
import type { TireHotelCredentials } from '../../../schemas/generated/tireHotelCredentials';
import type { TireHotelCustomer } from '../../../schemas/generated/tireHotelCustomer';
import type { TireHotelDateRange } from '../../../schemas/generated/tireHotelDateRange';
import type { TireHotelMessage } from '../../../schemas/generated/tireHotelMessage';
import type { TireHotelReview } from '../../../schemas/generated/tireHotelReview';
import type { TireHotelReviewReceipt } from '../../../schemas/generated/tireHotelReviewReceipt';
import type { TireHotelTimeslotDays } from '../../../schemas/generated/tireHotelTimeslotDays';
import type { TireHotelTimeslots } from '../../../schemas/generated/tireHotelTimeslots';
import type {
  TireHotelLocation,
  TireHotelTire,
  TireHotelValidated,
  TireHotelVehicle,
} from '../../../schemas/generated/tireHotelValidated';

export type {
  TireHotelBookingRequest,
  TireHotelConfirmation,
  TireHotelCredentials,
  TireHotelCustomer,
  TireHotelDateRange,
  TireHotelLocation,
  TireHotelMessage,
  TireHotelReview,
  TireHotelReviewReceipt,
  TireHotelTimeslotDays,
  TireHotelTimeslots,
  TireHotelTire,
  TireHotelValidated,
  TireHotelVehicle,
};

/** The tyre hotel host's circuit breaker, and its dependency on /healthz. */
export const TIRE_HOTEL_UPSTREAM = 'tireHotel';

/** Spec 002 §9: the SMS code's digits. */
export const TIRE_HOTEL_CODE_LENGTH = 4;

/** Spec 002 §5, §9: a registration number is searched with at most 7 characters, from 2. */
export const TIRE_HOTEL_REG_NO_MIN_LENGTH = 2;
export const TIRE_HOTEL_REG_NO_MAX_LENGTH = 7;

/** Issue 19: a code is valid this long, once; a token takes this many wrong codes before it is locked. */
export const TIRE_HOTEL_CODE_LIFETIME_MS = 5 * 60_000;
export const TIRE_HOTEL_MAX_WRONG_CODES = 5;

/** Spec 002 §9: bookable days run from today + 3 days to today + 3 months. */
export const TIRE_HOTEL_BOOKING_FIRST_DAY_OFFSET = 3;
export const TIRE_HOTEL_BOOKING_WINDOW_MONTHS = 3;

/** Spec 002 §3 `Validated.status`: the customer is logged in. */
export const TIRE_HOTEL_LOGGED_IN = 0;

/** What every call may be given. */
export interface TireHotelCallOptions {
  /** The caller's deadline or abort (a client that went away): the work stops being waited for. */
  signal?: AbortSignal;
}

export interface TireHotelService {
  /** The customer with an agreement for `regNo`; 404 with a message when there is none. */
  search(regNo: string, options?: TireHotelCallOptions): Promise<TireHotelCustomer>;
  /**
   * Sends a one-time code by SMS to the customer's phone and answers the token the code validates;
   * 429 when the registration number asked for codes too often.
   */
  login(encryptedPhoneNumber: string, options?: TireHotelCallOptions): Promise<TireHotelCredentials>;
  /**
   * Checks the code sent for `authToken`: the customer's vehicles and status 0, after which the token is
   * the session. A wrong, expired or used code, or a token locked after 5 wrong codes: 400 or 403 with
   * the message the page shows.
   */
  validate(authToken: string, otpToken: string, options?: TireHotelCallOptions): Promise<TireHotelValidated>;
  /** The days of `range` on which the workshop has a free time; 401 without a validated session. */
  timeslotDays(
    session: string,
    workshopIdentifier: string,
    range: TireHotelDateRange,
    options?: TireHotelCallOptions,
  ): Promise<TireHotelTimeslotDays>;
  /** The free start times of the workshop in `range` (one day: startDate = endDate). */
  timeslots(
    session: string,
    workshopIdentifier: string,
    range: TireHotelDateRange,
    options?: TireHotelCallOptions,
  ): Promise<TireHotelTimeslots>;
  /** Books the session's vehicle; 409 with a message when the time was taken meanwhile. */
  createBooking(
    session: string,
    departmentIdentifier: string,
    request: TireHotelBookingRequest,
    options?: TireHotelCallOptions,
  ): Promise<TireHotelConfirmation>;
  /** Stores the customer's review of the visit. */
  addReview(
    session: string,
    review: TireHotelReview,
    options?: TireHotelCallOptions,
  ): Promise<TireHotelReviewReceipt>;
}

/** The statuses a refusal is answered with (4xx: the request's fault, never counted against the breaker). */
export type TireHotelRefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** A refusal with the HTTP status and the message the page shows; with a 429, when to try again. */
export class TireHotelError extends Error {
  override name = 'TireHotelError';

  constructor(
    readonly status: TireHotelRefusalStatus,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Whether `error` is a TireHotelError, also one thrown by another bundle's copy of this module. */
export function isTireHotelError(error: unknown): error is TireHotelError {
  if (!(error instanceof Error) || error.name !== 'TireHotelError') return false;
  return typeof (error as Partial<TireHotelError>).status === 'number';
}

/** The body of a refusal: `{message}`. */
export const tireHotelMessage = (message: string): TireHotelMessage => ({ message });

/** Spec 002 §5: what the search sends for what was typed — spaces stripped, upper case, at most 7. */
export function searchedRegNo(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, TIRE_HOTEL_REG_NO_MAX_LENGTH);
}
