/**
 * The production workshop booking backend: the eight calls of spec 002 §7 against `MECHMATE_URL`, under
 * the same paths as this site's `/api/mechmate/*` (`<url>/car/{plate}`, `<url>/book` …), the key (when
 * set) in an `x-api-key` header. Each call goes through the `mechmate` circuit breaker within its time
 * budget (MECHMATE_TIMEOUT_MS, body included) and the caller's signal, and counts only when its answer
 * validates against its schema (schemas/mechmate*.schema.json). A 400, 404, 409 or 422 carrying the
 * backend's error body is its refusal (a MechmateError with the backend's code, not counted against the
 * host); anything else — refused connection, time-out, open breaker, 5xx, another 4xx, a body that is
 * not the contract's — is an UpstreamUnavailableError.
 *
 * The workshop stream is read as server-sent events: the breaker and budget cover the call until its
 * headers, then each message must arrive within the same budget of the one before, and the caller's
 * signal (a client that went away) aborts the read. Server-only: the key never reaches the browser.
 */
import { schemaProblems } from '../../config/schemaProblems';
import type { ProjectSchemaName } from '../../config/schemaValidator';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { contractAnswer, contractRequest } from '../upstream/fetchContractJson';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { upstreamErrorReason } from '../upstream/upstreamErrorReason';
import { UpstreamStatusError, UpstreamUnavailableError } from '../upstream/upstreamErrors';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  isMechmateError,
  MAX_STREAM_EVENT_BYTES,
  MECHMATE_UPSTREAM,
  type MechmateCallOptions,
  MechmateError,
  type MechmateErrorBody,
  type MechmateService,
  type MechmateStreamMessage,
} from './contract';
import { mechmatePaths } from './mechmatePaths';
import { serverSentData } from './serverSentEvents';

export interface HttpMechmateOptions {
  /** Sent as `x-api-key`. */
  apiKey?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to MECHMATE_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `mechmate` breaker. */
  breaker?: CircuitBreaker;
}

const UPSTREAM_NAME = 'The workshop booking host';
/** The statuses whose error body is the backend refusing the request. */
const REFUSALS = new Set([400, 404, 409, 422]);

type Answer = { ok: true; value: unknown } | { ok: false; error: MechmateError };

/** The refusal an error answer carries, or null when it is not the backend's error body. */
async function refusal(response: Response): Promise<MechmateError | null> {
  if (!REFUSALS.has(response.status)) return null;
  const body: unknown = await response.json().catch(() => null);
  if (schemaProblems('mechmateError', body)) return null;
  const [first] = (body as MechmateErrorBody).errors['Error Result'];
  return first
    ? new MechmateError(first.code, response.status as 400 | 404 | 409 | 422, first.message)
    : null;
}

export function httpMechmateService(
  baseUrl: string,
  { apiKey, fetchImpl = fetch, timeoutMs, breaker }: HttpMechmateOptions = {},
): MechmateService {
  const base = baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = apiKey ? { 'x-api-key': apiKey } : {};
  const budget = () => timeoutMs ?? upstreamSettings().mechmateTimeoutMs;
  const settings = (signal: AbortSignal | undefined) => ({
    timeoutMs: budget(),
    signal,
    ...(breaker ? { breaker } : {}),
  });

  async function call<T>(
    path: string,
    body: unknown,
    answer: ProjectSchemaName,
    { signal }: MechmateCallOptions,
  ) {
    let outcome: Answer;
    try {
      outcome = await upstreamCall(
        MECHMATE_UPSTREAM,
        async (callSignal): Promise<Answer> => {
          const response = await fetchImpl(
            `${base}${path}`,
            contractRequest({ body, headers, signal: callSignal }),
          );
          if (!response.ok) {
            const error = await refusal(response.clone());
            if (error) return { ok: false, error };
          }
          const value = await contractAnswer<unknown>(response, { upstreamName: UPSTREAM_NAME, answer });
          return { ok: true, value };
        },
        settings(signal),
      );
    } catch (error) {
      throw unavailableBecause(MECHMATE_UPSTREAM, error);
    }
    if (!outcome.ok) throw outcome.error;
    return outcome.value as T;
  }

  async function* stream(
    path: string,
    { signal }: MechmateCallOptions,
  ): AsyncGenerator<MechmateStreamMessage> {
    let response: Response;
    try {
      response = await upstreamCall(
        MECHMATE_UPSTREAM,
        async (callSignal) => {
          const answer = await fetchImpl(`${base}${path}`, {
            headers: { accept: 'text/event-stream', ...headers },
            redirect: 'manual',
            // The call's budget runs until the headers (its timer is cleared then), each message has its own.
            signal: callSignal,
          });
          if (!answer.ok || !answer.body) {
            const reason = await upstreamErrorReason(answer);
            throw new UpstreamStatusError(
              answer.status,
              `${UPSTREAM_NAME} answered ${answer.status}${reason ? `: ${reason}` : ''}`,
            );
          }
          return answer;
        },
        settings(signal),
      );
    } catch (error) {
      throw isMechmateError(error) ? error : unavailableBecause(MECHMATE_UPSTREAM, error);
    }
    yield* serverSentMessages(response.body as ReadableStream<Uint8Array>, budget());
  }

  return {
    car: (plate, options = {}) => call(mechmatePaths.car(plate), undefined, 'mechmateCar', options),
    services: (plate, { latitude, longitude }, options = {}) =>
      call(mechmatePaths.services(plate, latitude, longitude), undefined, 'mechmateServices', options),
    addons: (plate, { latitude, longitude }, options = {}) =>
      call(mechmatePaths.addons(plate, latitude, longitude), undefined, 'mechmateServices', options),
    prices: (priceQuery, options = {}) =>
      call(mechmatePaths.prices(priceQuery), undefined, 'mechmatePrices', options),
    closestAvailable: (search, options = {}) => stream(mechmatePaths.closestAvailable(search), options),
    timeslots: (timeslotQuery, options = {}) =>
      call(mechmatePaths.timeslots(timeslotQuery), undefined, 'mechmateTimeslots', options),
    authorizedWorkshop: (brand, options = {}) =>
      call(mechmatePaths.authorizedWorkshop(brand), undefined, 'mechmateAuthorizedWorkshop', options),
    book: (request, options = {}) => call(mechmatePaths.book(), request, 'mechmateBookingResponse', options),
  };
}

/**
 * The `data:` messages of a server-sent event stream, each checked against the stream message schema;
 * each must arrive within `timeoutMs` of the one before (else an UpstreamUnavailableError of `timeout`).
 */
export async function* serverSentMessages(
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
): AsyncGenerator<MechmateStreamMessage> {
  const events = serverSentData(body, {
    maxEventBytes: MAX_STREAM_EVENT_BYTES,
    read: (reader) => readWithin(reader, timeoutMs),
  });
  for await (const data of events) yield streamMessage(data);
}

/** One event's data as a stream message, checked against the stream message schema. */
function streamMessage(data: string): MechmateStreamMessage {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    throw new Error(`${UPSTREAM_NAME} sent a stream message that is not JSON`);
  }
  const problems = schemaProblems('mechmateStreamMessage', message);
  if (problems)
    throw new Error(`${UPSTREAM_NAME} sent a stream message that is not the contract's (${problems})`);
  return message as MechmateStreamMessage;
}

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new UpstreamUnavailableError(
            MECHMATE_UPSTREAM,
            'timeout',
            upstreamSettings().degradedRevalidateSeconds,
            `${UPSTREAM_NAME} sent no stream message within ${timeoutMs} ms`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
