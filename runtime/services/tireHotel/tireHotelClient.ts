/**
 * The tyre storage calls as the tyre storage page makes them (spec 002 §7): this site's `/api/tirehotel/*`
 * routes, which hold any tyre hotel host and check every parameter. Calls after `validate` carry the
 * validated session as `Authorization: Bearer <authorizationToken>`. Each call takes the caller's signal;
 * any answer but 200 rejects with TireHotelClientError carrying the status and the server's message when
 * it sent one (spec 002 §8 shows it for login, validate and booking). Browser-safe.
 */
import type {
  TireHotelBookingRequest,
  TireHotelConfirmation,
  TireHotelCredentials,
  TireHotelCustomer,
  TireHotelDateRange,
  TireHotelReview,
  TireHotelReviewReceipt,
  TireHotelTimeslotDays,
  TireHotelTimeslots,
  TireHotelValidated,
} from './contract';
import { tireHotelPaths } from './tireHotelPaths';

export const TIRE_HOTEL_ENDPOINT = '/api/tirehotel';

/** An answer other than 200 (or a network failure, status 0), with the `message` of its body if any. */
export class TireHotelClientError extends Error {
  override name = 'TireHotelClientError';

  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `The tyre storage service answered ${status}`);
  }
}

interface CallInit {
  signal?: AbortSignal | undefined;
  /** The validated session's token. */
  session?: string;
  body?: unknown;
}

function messageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return null;
  const { message } = answer;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

async function call<T>(
  path: string,
  method: 'GET' | 'POST',
  { signal, session, body }: CallInit,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${TIRE_HOTEL_ENDPOINT}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session === undefined ? {} : { authorization: `Bearer ${session}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // An abort stays an abort (the caller moved on); a network failure is an answer of status 0.
    if (signal?.aborted) throw error;
    throw new TireHotelClientError(0, null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok || answer === null) throw new TireHotelClientError(response.status, messageOf(answer));
  return answer as T;
}

export const searchAgreement = (regNo: string, signal?: AbortSignal) =>
  call<TireHotelCustomer>(tireHotelPaths.search(regNo), 'GET', { signal });

export const requestCode = (encryptedPhoneNumber: string, signal?: AbortSignal) =>
  call<TireHotelCredentials>(tireHotelPaths.login(encryptedPhoneNumber), 'POST', { signal });

export const validateCode = (authToken: string, otpToken: string, signal?: AbortSignal) =>
  call<TireHotelValidated>(tireHotelPaths.validate(authToken, otpToken), 'POST', { signal });

export const fetchTireHotelDays = (
  session: string,
  workshopIdentifier: string,
  range: TireHotelDateRange,
  signal?: AbortSignal,
) =>
  call<TireHotelTimeslotDays>(tireHotelPaths.timeslotDays(workshopIdentifier), 'POST', {
    signal,
    session,
    body: range,
  });

export const fetchTireHotelTimes = (
  session: string,
  workshopIdentifier: string,
  range: TireHotelDateRange,
  signal?: AbortSignal,
) =>
  call<TireHotelTimeslots>(tireHotelPaths.timeslots(workshopIdentifier), 'POST', {
    signal,
    session,
    body: range,
  });

export const createTireHotelBooking = (
  session: string,
  departmentIdentifier: string,
  request: TireHotelBookingRequest,
  signal?: AbortSignal,
) =>
  call<TireHotelConfirmation>(tireHotelPaths.createBooking(departmentIdentifier), 'POST', {
    signal,
    session,
    body: request,
  });

export const sendTireHotelReview = (session: string, review: TireHotelReview, signal?: AbortSignal) =>
  call<TireHotelReviewReceipt>(tireHotelPaths.addReview(), 'POST', { signal, session, body: review });
