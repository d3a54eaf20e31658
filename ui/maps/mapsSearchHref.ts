/**
 * Links to the public maps service: an address search (the dealer's address "linked to a maps search",
 * spec 001 §2) and the same search by coordinates for the map's "open in maps" link. Google Maps URLs
 * need no key and open the app on phones that have it.
 */
import type { Coordinates } from './siteCoordinates';

const SEARCH_URL = 'https://www.google.com/maps/search/';
const MAX_QUERY_LENGTH = 200;

export function mapsSearchHref(query: string): string {
  const search = new URLSearchParams({ api: '1', query: query.trim().slice(0, MAX_QUERY_LENGTH) });
  return `${SEARCH_URL}?${search.toString()}`;
}

export const mapsPinHref = ({ latitude, longitude }: Coordinates): string =>
  mapsSearchHref(`${latitude},${longitude}`);
