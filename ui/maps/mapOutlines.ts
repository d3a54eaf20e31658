/**
 * The country outlines the offline map draws, with the first-level regions of the markets' countries, as
 * the build wrote them (scripts/maps/buildMapOutlines.ts, `npm run maps:outlines`) and the area they cover:
 * Europe and its surroundings, where every market is.
 * A pin outside the area gets a map of water with the pin (the "open in maps" link still works).
 */
import type { MultiPolygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import outlines from './mapOutlines.generated.json';

/** Longitudes and latitudes (degrees) of the area the outlines cover. */
export const OUTLINE_AREA = { west: -25, south: 34, east: 60, north: 72 } as const;

/** A region's country: the numeric ISO 3166-1 code, the id of the country's outline. */
export interface RegionProperties {
  country: string;
}

export type CountryOutlines = Topology<{
  countries: GeometryCollection;
  regions: GeometryCollection<RegionProperties>;
}>;

export const COUNTRY_OUTLINES = outlines as unknown as CountryOutlines;

export type { MultiPolygon };
