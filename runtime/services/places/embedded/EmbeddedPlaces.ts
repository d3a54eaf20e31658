/**
 * The embedded place search, the default without MAPS_API_KEY: prefix search, details and nearest place
 * over the committed list of Swedish localities (swedishLocalities.generated.json, `npm run
 * places:localities`), held in memory (about 800 entries). A query matches a locality whose name, or a
 * word of it, starts with the query (case and diacritics aside: searchKey.ts); names that start with it
 * come first, then by population, then alphabetically in Swedish. The nearest place is the nearest
 * locality within REVERSE_RADIUS_KM; farther means the point is not in Sweden (PlaceNotFoundError), as
 * the maps provider answers a point abroad. Arguments are checked against the request schemas like the
 * API's. Server-only.
 */
import {
  MAX_PREDICTIONS,
  type Place,
  PlaceNotFoundError,
  type PlacePrediction,
  type PlacesService,
} from '../contract';
import { autocompleteRequest, detailsRequest, reverseRequest } from '../placesRequests';
import { distanceKm } from '../../maps/distanceKm';
import { searchKey } from './searchKey';
import localities from './swedishLocalities.generated.json';

/** How far from the nearest listed locality a point may be and still be answered by it. */
export const REVERSE_RADIUS_KM = 50;

export interface Locality {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  region: string;
  /** Inhabitants, or 0 when unknown. */
  population: number;
}

interface IndexedLocality {
  locality: Locality;
  key: string;
  /** The keys of the name's later words: 'väsby' of 'Upplands Väsby'. */
  wordKeys: string[];
}

const swedish = new Intl.Collator('sv');

const placeOf = ({ id, name, latitude, longitude, region }: Locality): Place => ({
  name,
  latitude,
  longitude,
  placeId: id,
  region,
});

export class EmbeddedPlaces implements PlacesService {
  private readonly indexed: IndexedLocality[];
  private readonly byId: ReadonlyMap<string, Locality>;

  constructor(list: readonly Locality[] = localities) {
    this.indexed = list.map((locality) => {
      const key = searchKey(locality.name);
      return { locality, key, wordKeys: key.split(' ').slice(1) };
    });
    this.byId = new Map(list.map((locality) => [locality.id, locality]));
  }

  async autocomplete(query: string): Promise<PlacePrediction[]> {
    const wanted = searchKey(autocompleteRequest({ q: query }).q);
    const ranked = this.indexed
      .map((entry) => ({
        entry,
        rank: entry.key.startsWith(wanted)
          ? 0
          : entry.wordKeys.some((word) => word.startsWith(wanted))
            ? 1
            : -1,
      }))
      .filter(({ rank }) => rank >= 0)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          b.entry.locality.population - a.entry.locality.population ||
          swedish.compare(a.entry.locality.name, b.entry.locality.name),
      );
    return ranked.slice(0, MAX_PREDICTIONS).map(({ entry: { locality } }) => ({
      name: locality.name,
      placeId: locality.id,
      region: locality.region,
    }));
  }

  async details(placeId: string): Promise<Place> {
    const locality = this.byId.get(detailsRequest({ placeId }).placeId);
    if (!locality) throw new PlaceNotFoundError(`No Swedish place has the id "${placeId}".`);
    return placeOf(locality);
  }

  async reverse(latitude: number, longitude: number): Promise<Place> {
    const { lat, lng } = reverseRequest({ lat: latitude, lng: longitude });
    const point = { latitude: lat, longitude: lng };
    let nearest: { locality: Locality; km: number } | undefined;
    for (const { locality } of this.indexed) {
      const km = distanceKm(point, locality);
      if (!nearest || km < nearest.km) nearest = { locality, km };
    }
    if (!nearest || nearest.km > REVERSE_RADIUS_KM)
      throw new PlaceNotFoundError(`No Swedish place within ${REVERSE_RADIUS_KM} km of ${lat}, ${lng}.`);
    return placeOf(nearest.locality);
  }
}
