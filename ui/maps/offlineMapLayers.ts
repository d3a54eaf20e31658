/**
 * The offline map's drawing: the country outlines around a pin projected into a fixed SVG frame, as path
 * data, with the borders between the regions of the pin's country (where the outlines have its regions)
 * and the region the pin is in. The frame shows the pin's country (its parts near the pin: no Svalbard on
 * an Oslo map) at least MIN_SPAN_KM across, so a city pin is seen within its country; a pin outside every
 * country (at sea, or beyond the outlines' area) gets a frame of that size around it. Web Mercator, like
 * the interactive map. Further pins (the workshops listed around the one looked at) are projected into
 * the same frame; those that fall outside it are left out.
 *
 * The outlines and d3-geo are heavy for a browser, so the server draws (through `#maps/serverDrawing`)
 * and the browser loads this module only for a map it did not get in the page's HTML. Frames are cached in
 * the process by projection: sites whose frames come out the same share one drawing.
 */
import { geoBounds, geoContains, geoDistance, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import { MAP_HEIGHT, MAP_WIDTH } from './mapFrame';
import { COUNTRY_OUTLINES, type RegionProperties } from './mapOutlines';
import type { Coordinates } from './siteCoordinates';

/** Room kept around the country: more at the top, where the pin's head stands above its point. */
const FRAME = { left: 24, top: 48, right: 24, bottom: 20 } as const;
const EARTH_RADIUS_KM = 6371;
/** A pin this close to a country's simplified coast (a harbour, an archipelago) counts as in it. */
const COAST_KM = 30;
/** Parts of the pin's country farther than this from the pin are left out of the frame. */
const NEARBY_KM = 1000;
/** The narrowest frame: a small country, or a pin outside every country, still shows its surroundings. */
const MIN_SPAN_KM = 300;
const CACHE_SIZE = 64;

export interface OfflineMapLayers {
  /** Every country's land, one shape without inner borders. */
  land: string;
  /** The pin's country, drawn over the land in its own tone; empty when the pin is in no country. */
  country: string;
  /** The region the pin is in, tinted over its country; empty when the outlines have none for it. */
  region: string;
  /** Borders between the regions of the pin's country, fainter than those between countries. */
  regions: string;
  /** Borders between countries. */
  borders: string;
  /** The pin's point in the frame. */
  pin: MapPoint;
  /** The further pins' points in the frame, in their order; null for a pin outside the frame. */
  pins: (MapPoint | null)[];
}

export interface MapPoint {
  x: number;
  y: number;
}

/** The drawing of a frame, the same for every pin in it. */
export type OfflineMapFrame = Omit<OfflineMapLayers, 'pin' | 'pins'>;

type Country = Feature<Polygon | MultiPolygon>;
type Region = Feature<Polygon | MultiPolygon, RegionProperties>;

const { countries: countryObject, regions: regionObject } = COUNTRY_OUTLINES.objects;
const countries = (feature(COUNTRY_OUTLINES, countryObject) as FeatureCollection<Polygon | MultiPolygon>)
  .features;
const regions = (
  feature(COUNTRY_OUTLINES, regionObject) as FeatureCollection<Polygon | MultiPolygon, RegionProperties>
).features;
const countryBounds = countries.map((country) => geoBounds(country));
const land = merge(COUNTRY_OUTLINES, countryObject.geometries as never);
const borders = mesh(COUNTRY_OUTLINES, countryObject, (a, b) => a !== b);
const cache = new Map<string, OfflineMapFrame>();

const polygonsOf = ({ geometry }: Country | Region): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** The great-circle distance (km) from a point to a polygon's nearest outline point. */
const distanceKm = (point: [number, number], rings: Position[][]): number =>
  Math.min(...(rings[0] ?? []).map(([lng = 0, lat = 0]) => geoDistance(point, [lng, lat]) * EARTH_RADIUS_KM));

const nearbyParts = (country: Country, point: [number, number]): Position[][][] =>
  polygonsOf(country).filter((rings) => distanceKm(point, rings) <= NEARBY_KM);

/** The country the pin is in, else the one whose coast is within COAST_KM of it. */
function homeCountry(point: [number, number]): Country | undefined {
  const inside = countries.find((country) => geoContains(country, point));
  if (inside) return inside;
  const margin = 1; // degree: more than COAST_KM at the outlines' latitudes
  const [lng, lat] = point;
  const nearest = countries
    .filter((_, index) => {
      const [[west, south], [east, north]] = countryBounds[index] ?? [
        [0, 0],
        [0, 0],
      ];
      return lng >= west - margin && lng <= east + margin && lat >= south - margin && lat <= north + margin;
    })
    .map((country) => ({
      country,
      km: Math.min(...polygonsOf(country).map((rings) => distanceKm(point, rings))),
    }))
    .sort((a, b) => a.km - b.km)[0];
  return nearest && nearest.km <= COAST_KM ? nearest.country : undefined;
}

/**
 * The region of the pin's country the pin is in, else (a pin on the coast, which the regions' outlines
 * draw a little differently from the country's) the nearest one.
 */
function homeRegion(home: Country | undefined, point: [number, number]): Region | undefined {
  if (!home) return undefined;
  const ofHome = regions.filter((region) => region.properties.country === home.id);
  return (
    ofHome.find((region) => geoContains(region, point)) ??
    ofHome
      .map((region) => ({
        region,
        km: Math.min(...polygonsOf(region).map((rings) => distanceKm(point, rings))),
      }))
      .sort((a, b) => a.km - b.km)[0]?.region
  );
}

/** Corners of a square MIN_SPAN_KM across around a point (degrees of longitude shrink towards the poles). */
function minimumSpan(point: [number, number]): Position[] {
  const halfLat = (MIN_SPAN_KM / 2 / EARTH_RADIUS_KM) * (180 / Math.PI);
  const halfLng = halfLat / Math.max(Math.cos((point[1] * Math.PI) / 180), 0.2);
  return [
    [point[0] - halfLng, point[1] - halfLat],
    [point[0] + halfLng, point[1] + halfLat],
  ];
}

function projectionFor(point: [number, number]): { projection: GeoProjection; home: Country | undefined } {
  const home = homeCountry(point);
  const parts = home ? nearbyParts(home, point) : [];
  const extent: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: parts } },
      { type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: minimumSpan(point) } },
    ],
  };
  const projection = geoMercator()
    .precision(0)
    .fitExtent(
      [
        [FRAME.left, FRAME.top],
        [MAP_WIDTH - FRAME.right, MAP_HEIGHT - FRAME.bottom],
      ],
      extent,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  return { projection, home };
}

/** Whether a country's bounds ([[west, south], [east, north]]) meet the frame's. */
function overlaps([[west, south], [east, north]]: [[number, number], [number, number]], frame: number[][]) {
  const [[fWest = 0, fNorth = 0] = [], [fEast = 0, fSouth = 0] = []] = frame;
  return west <= fEast && east >= fWest && south <= fNorth && north >= fSouth;
}

/** Borders between two regions of one country. */
function regionBorders(country: string | number) {
  const ofCountry = new Set<object>(
    regionObject.geometries.filter((_, index) => regions[index]?.properties.country === country),
  );
  return mesh(COUNTRY_OUTLINES, regionObject, (a, b) => a !== b && ofCountry.has(a) && ofCountry.has(b));
}

function drawFrame(
  projection: GeoProjection,
  home: Country | undefined,
  region: Region | undefined,
): OfflineMapFrame {
  const path = geoPath(projection).digits(0);
  const frame = [
    projection.invert?.([0, 0]) ?? [-180, 90],
    projection.invert?.([MAP_WIDTH, MAP_HEIGHT]) ?? [180, -90],
  ];
  const inFrame = countries.filter((_, index) => {
    const bounds = countryBounds[index];
    return bounds !== undefined && overlaps(bounds, frame);
  });
  return {
    land: inFrame.length > 0 ? (path(land) ?? '') : '',
    country: home ? (path(home) ?? '') : '',
    region: region ? (path(region) ?? '') : '',
    regions: region && home?.id !== undefined ? (path(regionBorders(home.id)) ?? '') : '',
    borders: inFrame.length > 1 ? (path(borders) ?? '') : '',
  };
}

const rounded = ([x = 0, y = 0]: number[]): MapPoint => ({
  x: Math.round(x * 10) / 10,
  y: Math.round(y * 10) / 10,
});

/** A point's place in the frame, or null where it falls outside it (or the projection has none for it). */
function pointInFrame(projection: GeoProjection, { latitude, longitude }: Coordinates): MapPoint | null {
  const projected = projection([longitude, latitude]);
  if (!projected) return null;
  const point = rounded(projected);
  return point.x >= 0 && point.x <= MAP_WIDTH && point.y >= 0 && point.y <= MAP_HEIGHT ? point : null;
}

/** The frame around `focus` (its country) with `focus` and every one of `pins` placed in it. */
export function offlineMapLayers(
  { latitude, longitude }: Coordinates,
  pins: readonly Coordinates[] = [],
): OfflineMapLayers {
  const point: [number, number] = [longitude, latitude];
  const { projection, home } = projectionFor(point);
  const region = homeRegion(home, point);
  const translate = projection.translate();
  const key = `${home?.id ?? ''}:${region?.id ?? ''}:${projection.scale().toFixed(2)}:${translate.map((n) => n.toFixed(1)).join(',')}`;
  let layers = cache.get(key);
  if (!layers) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    layers = drawFrame(projection, home, region);
    cache.set(key, layers);
  }
  return {
    ...layers,
    pin: rounded(projection(point) ?? []),
    pins: pins.map((pin) => pointInFrame(projection, pin)),
  };
}
