/**
 * `GET /api/places/autocomplete?q=`, `/api/places/details?placeId=` and `/api/places/reverse?lat=&lng=`:
 * the place search of the service booking's step 1 (spec 002 §2, §9). The query is checked against the
 * request schemas (400 naming each bad, missing or unknown parameter, before the service is asked); a
 * place the service does not know, or no Swedish place near the point, is 404; a failing maps provider
 * is logged and answered 502, or 503 (with when to try again) / 504 when it is unavailable. Nothing a
 * client sends makes it answer 500.
 */
import type { RouteParam } from '../../../http/serviceRoute';
import { decimalDegrees } from '../../maps/decimalDegrees';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import {
  isPlacesError,
  type Place,
  PLACE_NOT_FOUND,
  type PlacesAutocompleteResponse,
  PLACES_REQUEST_ERROR,
  type PlacesService,
} from '../contract';
import { autocompleteRequest, detailsRequest, reverseRequest } from '../placesRequests';

export type PlacesQuery = Partial<Record<string, string | string[]>>;

export interface PlacesHandlerResponse<T> {
  status: 200 | 400 | 404 | 502 | 503 | 504;
  body: T | { error: string };
  /** With a 503: seconds until the maps provider is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface PlacesHandlerContext {
  service: PlacesService;
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export const PLACE_SEARCH_FAILED = 'The place search failed.';

/** A coordinate as a number; anything else stays as written for the schema to refuse. */
const numberIfDecimal = (value: RouteParam) =>
  (typeof value === 'string' ? decimalDegrees(value) : null) ?? value;

async function answer<T>(
  what: string,
  search: () => Promise<T>,
  logError: PlacesHandlerContext['logError'] = console.error,
): Promise<PlacesHandlerResponse<T>> {
  try {
    return { status: 200, body: await search() };
  } catch (error) {
    if (isPlacesError(error, PLACES_REQUEST_ERROR)) return { status: 400, body: { error: error.message } };
    if (isPlacesError(error, PLACE_NOT_FOUND)) return { status: 404, body: { error: error.message } };
    logError(`Place search (${what}) failed:`, error);
    return { ...upstreamFailureAnswer(error), body: { error: PLACE_SEARCH_FAILED } };
  }
}

const options = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function handlePlacesAutocomplete(
  query: PlacesQuery,
  { service, signal, logError }: PlacesHandlerContext,
): Promise<PlacesHandlerResponse<PlacesAutocompleteResponse>> {
  return answer(
    'autocomplete',
    async () => {
      const { q } = autocompleteRequest({ ...query });
      return { predictions: await service.autocomplete(q, options(signal)) };
    },
    logError,
  );
}

export function handlePlaceDetails(
  query: PlacesQuery,
  { service, signal, logError }: PlacesHandlerContext,
): Promise<PlacesHandlerResponse<Place>> {
  return answer(
    'details',
    async () => service.details(detailsRequest({ ...query }).placeId, options(signal)),
    logError,
  );
}

export function handleReversePlace(
  query: PlacesQuery,
  { service, signal, logError }: PlacesHandlerContext,
): Promise<PlacesHandlerResponse<Place>> {
  return answer(
    'reverse',
    async () => {
      const { lat, lng } = reverseRequest({
        ...query,
        ...('lat' in query ? { lat: numberIfDecimal(query.lat) } : {}),
        ...('lng' in query ? { lng: numberIfDecimal(query.lng) } : {}),
      });
      return service.reverse(lat, lng, options(signal));
    },
    logError,
  );
}
