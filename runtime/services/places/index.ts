/**
 * The place search as the server sees it: with MAPS_API_KEY set (runtime/services/maps/mapsSettings.ts,
 * the key the dealer maps use), the maps provider (`httpClient.ts`); without it, the embedded search over
 * the committed Swedish localities (`embedded/`, the default, offline). One instance per process, shared
 * by the `/api/places/*` routes, which Next.js bundles apart (onePerProcess). Server-only.
 */
import { onePerProcess } from '../../cache/onePerProcess';
import { mapsKey } from '../maps/mapsSettings';
import type { PlacesService } from './contract';
import { EmbeddedPlaces } from './embedded/EmbeddedPlaces';
import { httpPlacesService } from './httpClient';

export function placesServiceFromEnv(env: Record<string, string | undefined> = process.env): PlacesService {
  const key = mapsKey(env);
  return key ? httpPlacesService(key) : new EmbeddedPlaces();
}

export function serverPlacesService(): PlacesService {
  return onePerProcess('placesService', () => placesServiceFromEnv());
}
