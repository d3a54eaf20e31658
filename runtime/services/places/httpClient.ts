/**
 * The maps provider's place search, used when MAPS_API_KEY is set: Google's Places Autocomplete
 * (`place/autocomplete/json`, localities only), Place Details (`place/details/json`) and reverse
 * Geocoding (`geocode/json?latlng=`) web services, restricted to Sweden (`components=country:se`, and a
 * details or geocoding answer outside Sweden is not found) and in Swedish (`language=sv`). The key goes
 * in Google's `key` parameter and never into a message. Each call goes through the `places` circuit
 * breaker within its time budget (PLACES_TIMEOUT_MS, body included) and the caller's signal, and counts
 * only when its answer validates against schemas/mapsPlacesAnswer.schema.json. Google answers 200 with a
 * status: ZERO_RESULTS and NOT_FOUND (and INVALID_REQUEST for a place id) are "nothing", any other status
 * than OK — a refused key, a spent quota — fails the call like a 5xx does. Arguments are checked against
 * the request schemas first. Server-only: the browser asks this site's `/api/places/*`.
 */
import type { MapsPlace, MapsPlacesAnswer } from '../../../schemas/generated/mapsPlacesAnswer';
import type { CircuitBreaker } from '../upstream/CircuitBreaker';
import { fetchContractJson } from '../upstream/fetchContractJson';
import { unavailableBecause, upstreamCall } from '../upstream/upstreamCall';
import { upstreamSettings } from '../upstream/upstreamSettings';
import {
  MAX_PREDICTIONS,
  type Place,
  PlaceNotFoundError,
  type PlacesCallOptions,
  type PlacesService,
  PLACES_UPSTREAM,
} from './contract';
import { autocompleteRequest, detailsRequest, reverseRequest } from './placesRequests';

/** Google's web services. */
export const MAPS_API_BASE_URL = 'https://maps.googleapis.com/maps/api';

/** What a place's region is called when the provider names no län. */
const COUNTRY_NAME = 'Sverige';

export interface HttpPlacesOptions {
  /** Defaults to MAPS_API_BASE_URL; tests point it at a fake upstream. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to PLACES_TIMEOUT_MS (or its environment override). */
  timeoutMs?: number;
  /** Defaults to the process's `places` breaker. */
  breaker?: CircuitBreaker;
}

/** Statuses that are an answer; any other fails the call. */
const ANSWERED = ['OK', 'ZERO_RESULTS', 'NOT_FOUND'];

const component = (place: MapsPlace, type: string) =>
  place.address_components.find(({ types }) => types.includes(type));

/** The place as the contract's Place, or undefined when it is not in Sweden. */
function swedishPlace(place: MapsPlace): Place | undefined {
  if (component(place, 'country')?.short_name !== 'SE') return undefined;
  const name =
    place.name || (component(place, 'locality') ?? component(place, 'postal_town'))?.long_name || '';
  if (!name) return undefined;
  return {
    name,
    latitude: place.geometry.location.lat,
    longitude: place.geometry.location.lng,
    placeId: place.place_id,
    region: component(place, 'administrative_area_level_1')?.long_name || COUNTRY_NAME,
  };
}

/** A prediction's region: its secondary text without the country ('Hallands län, Sverige' → 'Hallands län'). */
function predictionRegion(secondaryText = ''): string {
  const region = secondaryText.replace(new RegExp(`(^|,\\s*)${COUNTRY_NAME}$`), '').trim();
  return region || COUNTRY_NAME;
}

export function httpPlacesService(
  apiKey: string,
  { baseUrl = MAPS_API_BASE_URL, fetchImpl = fetch, timeoutMs, breaker }: HttpPlacesOptions = {},
): PlacesService {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    parameters: Record<string, string>,
    answered: readonly string[],
    { signal }: PlacesCallOptions,
  ): Promise<MapsPlacesAnswer> {
    const query = new URLSearchParams({ ...parameters, language: 'sv', key: apiKey });
    try {
      return await upstreamCall(
        PLACES_UPSTREAM,
        async (callSignal) => {
          const answer = await fetchContractJson<MapsPlacesAnswer>({
            upstreamName: 'The maps provider',
            url: `${base}/${path}?${query}`,
            answer: 'mapsPlacesAnswer',
            fetchImpl,
            signal: callSignal,
          });
          if (!answered.includes(answer.status)) {
            const reason = answer.error_message ? `: ${answer.error_message.slice(0, 200)}` : '';
            throw new Error(`The maps provider answered ${answer.status}${reason}`);
          }
          return answer;
        },
        {
          timeoutMs: timeoutMs ?? upstreamSettings().placesTimeoutMs,
          signal,
          ...(breaker ? { breaker } : {}),
        },
      );
    } catch (error) {
      throw unavailableBecause(PLACES_UPSTREAM, error);
    }
  }

  return {
    async autocomplete(text, options = {}) {
      const { q } = autocompleteRequest({ q: text });
      const answer = await call(
        'place/autocomplete/json',
        { input: q.trim(), components: 'country:se', types: '(cities)' },
        ANSWERED,
        options,
      );
      return (answer.predictions ?? []).slice(0, MAX_PREDICTIONS).map((prediction) => ({
        name: prediction.structured_formatting.main_text,
        placeId: prediction.place_id,
        region: predictionRegion(prediction.structured_formatting.secondary_text),
      }));
    },

    async details(id, options = {}) {
      const { placeId } = detailsRequest({ placeId: id });
      const answer = await call(
        'place/details/json',
        { place_id: placeId, fields: 'address_components,geometry/location,name,place_id' },
        [...ANSWERED, 'INVALID_REQUEST'],
        options,
      );
      const place = answer.result && swedishPlace(answer.result);
      if (!place) throw new PlaceNotFoundError(`The maps provider knows no Swedish place "${placeId}".`);
      return place;
    },

    async reverse(latitude, longitude, options = {}) {
      const { lat, lng } = reverseRequest({ lat: latitude, lng: longitude });
      const answer = await call(
        'geocode/json',
        { latlng: `${lat},${lng}`, result_type: 'locality|postal_town' },
        ANSWERED,
        options,
      );
      const place = (answer.results ?? []).map(swedishPlace).find((found) => found !== undefined);
      if (!place) throw new PlaceNotFoundError(`The maps provider knows no Swedish place at ${lat}, ${lng}.`);
      return place;
    },
  };
}
