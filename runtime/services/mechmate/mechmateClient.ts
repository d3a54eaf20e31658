/**
 * The workshop booking calls as the booking page makes them (spec 002 §7): this site's `/api/mechmate/*`
 * routes, which hold any workshop host and key and check every parameter. Each call takes the caller's
 * signal; any answer but 200 rejects with MechmateClientError carrying the status and the body, whose
 * `errors['Error Result'][0]` the page turns into spec 002 §8's text. The workshop stream is read with
 * fetch (an EventSource would reconnect when the stream closes after its batch). Browser-safe.
 */
import {
  MAX_STREAM_EVENT_BYTES,
  type MechmateAuthorizedWorkshopResponse,
  type MechmateBookingRequest,
  type MechmateBookingResponse,
  type MechmateCarResponse,
  type MechmatePricesResponse,
  type MechmateServicesResponse,
  type MechmateStreamMessage,
  type MechmateTimeslotsResponse,
  type Position,
  type PriceQuery,
  type TimeslotQuery,
  type WorkshopSearch,
} from './contract';
import { isJsonObject } from '../../config/jsonObject';
import { mechmatePaths } from './mechmatePaths';
import { serverSentData } from './serverSentEvents';

export const MECHMATE_ENDPOINT = '/api/mechmate';

/** An answer other than 200 (or a network failure, status 0): `body` is what the route sent, if JSON. */
export class MechmateClientError extends Error {
  override name = 'MechmateClientError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The workshop booking answered ${status}`);
  }
}

async function call<T>(path: string, signal: AbortSignal | undefined, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${MECHMATE_ENDPOINT}${path}`, {
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // An abort stays an abort (the caller moved on); a network failure is an answer of status 0.
    if (signal?.aborted) throw error;
    throw new MechmateClientError(0, null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok || answer === null) throw new MechmateClientError(response.status, answer);
  return answer as T;
}

export const fetchCar = (plate: string, signal?: AbortSignal) =>
  call<MechmateCarResponse>(mechmatePaths.car(plate), signal);

export const fetchServices = (plate: string, { latitude, longitude }: Position, signal?: AbortSignal) =>
  call<MechmateServicesResponse>(mechmatePaths.services(plate, latitude, longitude), signal);

export const fetchAddons = (plate: string, { latitude, longitude }: Position, signal?: AbortSignal) =>
  call<MechmateServicesResponse>(mechmatePaths.addons(plate, latitude, longitude), signal);

export const fetchPrices = (query: PriceQuery, signal?: AbortSignal) =>
  call<MechmatePricesResponse>(mechmatePaths.prices(query), signal);

export const fetchAuthorizedWorkshop = (brand: string, signal?: AbortSignal) =>
  call<MechmateAuthorizedWorkshopResponse>(mechmatePaths.authorizedWorkshop(brand), signal);

export const postBooking = (request: MechmateBookingRequest, signal?: AbortSignal) =>
  call<MechmateBookingResponse>(mechmatePaths.book(), signal, request);

/** Spec 002 §7: the 28 days from `query.date`; an empty list when the call fails (not when aborted). */
export async function fetchTimeslots(
  query: TimeslotQuery,
  signal?: AbortSignal,
): Promise<MechmateTimeslotsResponse> {
  try {
    return await call<MechmateTimeslotsResponse>(mechmatePaths.timeslots(query), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/**
 * The workshop stream's messages as they arrive: workshops, then the stream ends (5, then 4 more), or
 * `{nosites}`, or `{error}`. A refused request (400) rejects with MechmateClientError; a message that is
 * not JSON ends the read with `{error}`, as a failed search does.
 */
export async function* streamWorkshops(
  search: WorkshopSearch,
  signal?: AbortSignal,
): AsyncGenerator<MechmateStreamMessage> {
  const response = await fetch(`${MECHMATE_ENDPOINT}${mechmatePaths.closestAvailable(search)}`, {
    headers: { accept: 'text/event-stream' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    throw new MechmateClientError(response.status, await response.json().catch(() => null));
  }
  for await (const data of serverSentData(response.body, { maxEventBytes: MAX_STREAM_EVENT_BYTES })) {
    const message = parsedMessage(data);
    yield message;
    if (!('departmentId' in message)) return;
  }
}

function parsedMessage(data: string): MechmateStreamMessage {
  try {
    const message: unknown = JSON.parse(data);
    if (isJsonObject(message)) return message as MechmateStreamMessage;
  } catch {
    // Not JSON: answered as a failed search below.
  }
  return { error: 'The workshop stream sent a message that is not JSON' };
}
