/**
 * A dealer site's pin from its `site_geocoord` field ("lat,lng", spec 001 §3). The field is typed by hand
 * in the back office, so anything that is not two numbers in range (or is 0,0, the value of an empty
 * form) falls back to the spec's default: central Stockholm.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const DEFAULT_COORDINATES: Coordinates = { latitude: 59.3293, longitude: 18.0686 };
/** The zoom the spec gives the pin (the interactive map's; the offline map shows the pin's country). */
export const DEFAULT_ZOOM = 12;
/**
 * Spec 002 §9's zoom for a workshop's pin, and the closest the interactive map ever shows pins: one pin
 * is never shown closer, and several fitted into view stop here when they stand close together.
 */
export const MAX_PIN_ZOOM = 15;

const MAX_LENGTH = 64;
const GEOCOORD = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

export function siteCoordinates(geocoord: string | undefined): Coordinates {
  if (geocoord === undefined || geocoord.length > MAX_LENGTH) return DEFAULT_COORDINATES;
  const match = GEOCOORD.exec(geocoord);
  if (!match) return DEFAULT_COORDINATES;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const inRange = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return inRange && (latitude !== 0 || longitude !== 0) ? { latitude, longitude } : DEFAULT_COORDINATES;
}
