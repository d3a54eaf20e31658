/**
 * The rules of the `/api/mechmate/*` routes (spec 002 §7 "Service booking", §8): each call's parameters
 * checked (mechmateParams.ts), the backend called with the market's sites index and the client's abort,
 * and every refusal answered in the `errors['Error Result'][0]` shape the page reads: a bad parameter or
 * body 400 (InvalidReg for a plate), VehicleNotFound and an unknown workshop 404, a taken slot 409
 * (TimeslotNotAvailable), an unsupported brand 422 (`BrandNotSupported,<brand>`). A failing backend is
 * logged and answered `ServerError` with 502, or 503 (with when to try again) / 504 when unavailable.
 * Whatever a client sends, never a 500. The workshop stream has its own handler
 * (handleClosestAvailable.ts).
 */
import { schemaProblems } from '../../../config/schemaProblems';
import { type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import {
  isMechmateError,
  MECHMATE_ERROR_CODES,
  type MechmateBookingRequest,
  type MechmateCallOptions,
  type MechmateErrorBody,
  mechmateErrorBody,
  type MechmateService,
} from '../contract';
import {
  brandParam,
  dateParam,
  departmentIdParam,
  INVALID_REQUEST,
  mileageParam,
  offeringCodesParam,
  positionParam,
  type RouteParam,
  registrationNumberParam,
} from './mechmateParams';

/** The path and query parameters of a route, as Next.js gives them. */
export type MechmateQuery = Partial<Record<string, RouteParam>>;

export interface MechmateHandlerContext {
  service: MechmateService;
  /** The requesting market's sites index (its workshops). */
  sitesIndex: string;
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export interface MechmateHandlerResponse<T> {
  status: 200 | 400 | 404 | 409 | 413 | 415 | 422 | 502 | 503 | 504;
  body: T | MechmateErrorBody;
  /** With a 503: seconds until the backend is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

/** What the page is told when the backend failed (spec 002 §8 ServerError). */
export const MECHMATE_SERVER_ERROR = 'Något gick fel, försök igen';

/** Spec 002 §5: a booking's body is small; 16 kB and a depth of 4 bound it well above the largest valid one. */
export const BOOKING_BODY_LIMITS = { maxBytes: 16 * 1024, maxDepth: 4 } as const;

export const callOptions = ({ sitesIndex, signal }: MechmateHandlerContext): MechmateCallOptions =>
  signal ? { sitesIndex, signal } : { sitesIndex };

/** A failure that is nobody's fault but the backend's, answered as spec 002 §8's ServerError. */
export function backendFailure(error: unknown, call: string, logError: MechmateHandlerContext['logError']) {
  (logError ?? console.error)(`The workshop backend's ${call} call failed:`, error);
  return {
    ...upstreamFailureAnswer(error),
    body: mechmateErrorBody(MECHMATE_ERROR_CODES.serverError, MECHMATE_SERVER_ERROR),
  };
}

async function answer<T>(
  call: string,
  context: MechmateHandlerContext,
  work: () => Promise<T>,
): Promise<MechmateHandlerResponse<T>> {
  try {
    return { status: 200, body: await work() };
  } catch (error) {
    if (isMechmateError(error))
      return { status: error.status, body: mechmateErrorBody(error.code, error.message) };
    return backendFailure(error, call, context.logError);
  }
}

/** `GET /api/mechmate/car/{registrationNumber}`. */
export const handleCarRequest = (query: MechmateQuery, context: MechmateHandlerContext) =>
  answer('car', context, () =>
    context.service.car(registrationNumberParam(query.registrationNumber), callOptions(context)),
  );

/** `GET /api/mechmate/services/{registrationNumber}?lat&lng` and `…/addons/…`. */
export const handleOfferingsRequest = (
  kind: 'services' | 'addons',
  query: MechmateQuery,
  context: MechmateHandlerContext,
) =>
  answer(kind, context, () =>
    context.service[kind](
      registrationNumberParam(query.registrationNumber),
      positionParam(query.lat, query.lng, ['lat', 'lng']),
      callOptions(context),
    ),
  );

/** `GET /api/mechmate/prices/{registrationNumber}/{mileage}/{departmentId}?serviceOfferings=codes`. */
export const handlePricesRequest = (query: MechmateQuery, context: MechmateHandlerContext) =>
  answer('prices', context, () =>
    context.service.prices(
      {
        registrationNumber: registrationNumberParam(query.registrationNumber),
        mileage: mileageParam(query.mileage),
        departmentId: departmentIdParam(query.departmentId),
        serviceOfferings: offeringCodesParam(query.serviceOfferings),
      },
      callOptions(context),
    ),
  );

/** `GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{date}/?serviceOfferings=codes`. */
export const handleTimeslotsRequest = (query: MechmateQuery, context: MechmateHandlerContext) =>
  answer('timeslots', context, () =>
    context.service.timeslots(
      {
        registrationNumber: registrationNumberParam(query.registrationNumber),
        departmentId: departmentIdParam(query.departmentId),
        date: dateParam(query.date),
        serviceOfferings: offeringCodesParam(query.serviceOfferings),
      },
      callOptions(context),
    ),
  );

/** `GET /api/mechmate/authorized-workshop/{brand}`. */
export const handleAuthorizedWorkshopRequest = (query: MechmateQuery, context: MechmateHandlerContext) =>
  answer('authorized-workshop', context, () =>
    context.service.authorizedWorkshop(brandParam(query.brand), callOptions(context)),
  );

/** `POST /api/mechmate/book`: the body read within BOOKING_BODY_LIMITS and checked against its schema. */
export async function handleBookingPost(request: JsonBodySource, context: MechmateHandlerContext) {
  const read = await readJsonBody(request, BOOKING_BODY_LIMITS);
  if (!read.ok) return { status: read.status, body: mechmateErrorBody(INVALID_REQUEST, read.error) };
  const problems = schemaProblems('mechmateBookingRequest', read.value);
  if (problems) return { status: 400 as const, body: mechmateErrorBody(INVALID_REQUEST, problems) };
  const booking = read.value as MechmateBookingRequest;
  return answer('book', context, () => context.service.book(booking, callOptions(context)));
}
