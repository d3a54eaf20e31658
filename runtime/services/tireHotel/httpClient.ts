/**
 * The production tyre hotel backend: the seven calls of spec 002 §7 against `TIREHOTEL_URL`, under the
 * same paths as this site's `/api/tirehotel/*` (tireHotelPaths.ts), the key (when set) in `x-api-key`
 * and the session forwarded as `Authorization: Bearer`. Each call goes through the `tireHotel` circuit
 * breaker within its time budget (TIREHOTEL_TIMEOUT_MS, body included) and the caller's signal, and
 * counts only when its answer validates against its schema. A 400, 401, 403, 404, 409 or 429 whose body
 * is `{message}` is the host's refusal (a TireHotelError with its status and message, a 429's Retry-After
 * kept; not counted against the host); anything else — refused connection, time-out, open breaker, 5xx,
 * another 4xx, a body that is not the contract's — is an UpstreamUnavailableError. Server-only.
 */
import { schemaProblems } from '../../config/schemaProblems';
import type { ProjectSchemaName } from '../../config/schemaValidator';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { contractAnswer } from '../upstream/fetchContractJson';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  TIRE_HOTEL_UPSTREAM,
  type TireHotelCallOptions,
  TireHotelError,
  type TireHotelMessage,
  type TireHotelRefusalStatus,
  type TireHotelService,
} from './contract';
import { tireHotelPaths } from './tireHotelPaths';

export interface HttpTireHotelOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to TIREHOTEL_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `tireHotel` breaker. */
  breaker?: CircuitBreaker;
}

const UPSTREAM_NAME = 'The tyre hotel host';
const REFUSALS: ReadonlySet<number> = new Set<TireHotelRefusalStatus>([400, 401, 403, 404, 409, 429]);

type Answer = { ok: true; value: unknown } | { ok: false; error: TireHotelError };

interface Call {
  path: string;
  method: 'GET' | 'POST';
  session?: string;
  body?: unknown;
  answer: ProjectSchemaName;
}

/** A whole number of seconds from a Retry-After header, if it is one. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** The refusal an error answer carries, or null when it is not the host's `{message}` body. */
async function refusal(response: Response): Promise<TireHotelError | null> {
  if (!REFUSALS.has(response.status)) return null;
  const body: unknown = await response.json().catch(() => null);
  if (schemaProblems('tireHotelMessage', body)) return null;
  return new TireHotelError(
    response.status as TireHotelRefusalStatus,
    (body as TireHotelMessage).message,
    response.status === 429 ? retryAfter(response) : undefined,
  );
}

export function httpTireHotelService(
  baseUrl: string,
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpTireHotelOptions = {},
): TireHotelService {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>({ path, method, session, body, answer }: Call, { signal }: TireHotelCallOptions) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
      ...(session === undefined ? {} : { authorization: `Bearer ${session}` }),
    };
    let outcome: Answer;
    try {
      outcome = await upstreamCall(
        TIRE_HOTEL_UPSTREAM,
        async (callSignal): Promise<Answer> => {
          const response = await fetchImpl(`${base}${path}`, {
            method,
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            redirect: 'manual',
            signal: callSignal,
          });
          if (!response.ok) {
            const error = await refusal(response.clone());
            if (error) return { ok: false, error };
          }
          return {
            ok: true,
            value: await contractAnswer<unknown>(response, { upstreamName: UPSTREAM_NAME, answer }),
          };
        },
        {
          timeoutMs: timeoutMs ?? upstreamSettings().tireHotelTimeoutMs,
          signal,
          ...(breaker ? { breaker } : {}),
        },
      );
    } catch (error) {
      throw unavailableBecause(TIRE_HOTEL_UPSTREAM, error);
    }
    if (!outcome.ok) throw outcome.error;
    return outcome.value as T;
  }

  return {
    search: (regNo, options = {}) =>
      call({ path: tireHotelPaths.search(regNo), method: 'GET', answer: 'tireHotelCustomer' }, options),
    login: (encryptedPhoneNumber, options = {}) =>
      call(
        { path: tireHotelPaths.login(encryptedPhoneNumber), method: 'POST', answer: 'tireHotelCredentials' },
        options,
      ),
    validate: (authToken, otpToken, options = {}) =>
      call(
        { path: tireHotelPaths.validate(authToken, otpToken), method: 'POST', answer: 'tireHotelValidated' },
        options,
      ),
    timeslotDays: (session, workshopIdentifier, range, options = {}) =>
      call(
        {
          path: tireHotelPaths.timeslotDays(workshopIdentifier),
          method: 'POST',
          session,
          body: range,
          answer: 'tireHotelTimeslotDays',
        },
        options,
      ),
    timeslots: (session, workshopIdentifier, range, options = {}) =>
      call(
        {
          path: tireHotelPaths.timeslots(workshopIdentifier),
          method: 'POST',
          session,
          body: range,
          answer: 'tireHotelTimeslots',
        },
        options,
      ),
    createBooking: (session, departmentIdentifier, request, options = {}) =>
      call(
        {
          path: tireHotelPaths.createBooking(departmentIdentifier),
          method: 'POST',
          session,
          body: request,
          answer: 'tireHotelConfirmation',
        },
        options,
      ),
    addReview: (session, review, options = {}) =>
      call(
        {
          path: tireHotelPaths.addReview(),
          method: 'POST',
          session,
          body: review,
          answer: 'tireHotelReviewReceipt',
        },
        options,
      ),
  };
}
