/**
 * The place search contract (spec 002 §2 step 1, §3 "Place", §7 maps service, §9): what a visitor types
 * of a Swedish place answered by up to MAX_PREDICTIONS predictions, a chosen prediction by its Place,
 * and a point (the browser's geolocation) by the nearest Swedish place. Sweden only, Swedish names.
 * Two implementations: the maps provider over HTTP (`httpClient.ts`, when MAPS_API_KEY is set) and the
 * embedded search over a committed list of Swedish localities (`embedded/`, the default); `index.ts`
 * picks one. Browser-safe: the booking page uses these types.
 */
import type { Place } from '../../../schemas/generated/place';
import type { PlacePrediction } from '../../../schemas/generated/placesAutocompleteResponse';

export type { Place, PlacePrediction };
export type { PlacesAutocompleteResponse } from '../../../schemas/generated/placesAutocompleteResponse';

/** The maps provider's circuit breaker, and its dependency on /healthz. */
export const PLACES_UPSTREAM = 'places';

/** The most predictions one query answers. */
export const MAX_PREDICTIONS = 8;

export interface PlacesCallOptions {
  /** The caller's deadline or abort: the maps provider stops waiting when it aborts. */
  signal?: AbortSignal;
}

export interface PlacesService {
  /**
   * Swedish places whose name starts with `query` (case and diacritics aside), at most MAX_PREDICTIONS,
   * best first; none is `[]`. Rejects with PlacesRequestError for a query the request schema refuses.
   */
  autocomplete(query: string, options?: PlacesCallOptions): Promise<PlacePrediction[]>;
  /** The place a prediction named. Rejects with PlaceNotFoundError for an id it does not know. */
  details(placeId: string, options?: PlacesCallOptions): Promise<Place>;
  /**
   * The Swedish place nearest to the point. Rejects with PlaceNotFoundError when none is near (a point
   * outside Sweden), with PlacesRequestError for coordinates that are not a point.
   */
  reverse(latitude: number, longitude: number, options?: PlacesCallOptions): Promise<Place>;
}

export const PLACES_REQUEST_ERROR = 'PlacesRequestError';
export const PLACE_NOT_FOUND = 'PlaceNotFoundError';

/** The request is not one the search answers (400 with this reason): asking again will not help. */
export class PlacesRequestError extends Error {
  override name = PLACES_REQUEST_ERROR;
}

/** No such place, or no Swedish place near the point (404). */
export class PlaceNotFoundError extends Error {
  override name = PLACE_NOT_FOUND;
}

/**
 * Whether `error` is a PlacesRequestError (`PLACES_REQUEST_ERROR`) or a PlaceNotFoundError
 * (`PLACE_NOT_FOUND`), also one thrown by another bundle's copy of this module (the service is one per
 * process, the API routes are bundled apart): told by its name, not `instanceof`.
 */
export const isPlacesError = (
  error: unknown,
  name: typeof PLACES_REQUEST_ERROR | typeof PLACE_NOT_FOUND,
): error is Error => error instanceof Error && error.name === name;
