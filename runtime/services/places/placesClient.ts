/**
 * The place search as the browser asks it: this site's `/api/places/*` routes (which hold any maps key
 * and check both ways). Each call takes the caller's signal, so a newer keystroke can abort the request
 * it replaces; any answer but 200 rejects with PlacesClientError carrying the status and the server's
 * reason (404: no such place, or none near the point). Browser-safe.
 */
import type { Place, PlacePrediction, PlacesAutocompleteResponse } from './contract';

export const PLACES_ENDPOINT = '/api/places';

/** A place search answer other than 200. */
export class PlacesClientError extends Error {
  override name = 'PlacesClientError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${PLACES_ENDPOINT}/${path}?${new URLSearchParams(query)}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  const reason = typeof body.error === 'string' ? body.error : `The place search answered ${response.status}`;
  throw new PlacesClientError(response.status, reason);
}

export async function fetchPlacePredictions(query: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  return (await getJson<PlacesAutocompleteResponse>('autocomplete', { q: query }, signal)).predictions;
}

export const fetchPlace = (placeId: string, signal?: AbortSignal): Promise<Place> =>
  getJson<Place>('details', { placeId }, signal);

export const fetchNearestPlace = (
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<Place> => getJson<Place>('reverse', { lat: String(latitude), lng: String(longitude) }, signal);
