/**
 * The point a link to the booking page may carry (spec 002 §2: optional query parameters lat and lng
 * preselect the location). Only a well-formed pair in range is a point: anything else in the address is
 * ignored rather than asked of the place search.
 */
import { decimalDegrees } from '../../runtime';

export interface QueryPosition {
  latitude: number;
  longitude: number;
}

function degrees(raw: string | null, limit: number): number | null {
  const value = decimalDegrees(raw);
  return value !== null && Math.abs(value) <= limit ? value : null;
}

/** `?lat=…&lng=…` of a page address's query string as a point, or null when either is missing or invalid. */
export function positionFromQuery(search: string): QueryPosition | null {
  const params = new URLSearchParams(search);
  const latitude = degrees(params.get('lat'), 90);
  const longitude = degrees(params.get('lng'), 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}
