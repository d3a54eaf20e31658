/**
 * The car page the pages bench loads: the first car of a market's demo stock, at
 * `{paths.carDetail}/{car_id}/{slug}`. It is read from the seeded index file at run time rather than
 * written down here, so the bench follows the seed and the market's config instead of a car id that may
 * stop existing.
 */
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { SiteConfig } from '../../../runtime/config/SiteConfig';
import { indexFile } from '../../../runtime/services/search/embedded/indexFile';
import { readIndexFile } from '../../../runtime/services/search/embedded/readIndexFile';

/** `{carDetail}/{car_id}/{slug}` of a vehicles index record; fails on a record without both. */
export function carPagePath(carDetail: string, record: unknown): string {
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const { car_id: carId, slug } = fields;
  if (typeof carId !== 'string' || carId === '' || typeof slug !== 'string' || slug === '') {
    throw new Error('A vehicle record needs a car_id and a slug to give a car page path');
  }
  return `${carDetail}/${encodeURIComponent(carId)}/${encodeURIComponent(slug)}`;
}

/** The first two lines of a file, without reading the rest. */
async function firstLines(file: string): Promise<string[]> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const found: string[] = [];
  try {
    for await (const line of lines) {
      found.push(line);
      if (found.length === 2) break;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  return found;
}

/**
 * The first record of an index file. `npm run seed` writes `[`, then one record per line (100,000 cars is
 * ~700 MB), so only the second line is read; a file in another layout goes to readIndexFile, which
 * reads it whole.
 */
export async function firstIndexRecord(file: string): Promise<unknown> {
  if (!existsSync(file)) throw new Error(`${file} does not exist: run npm run seed (npm run build does)`);
  const [opening, first] = await firstLines(file);
  if (opening?.trim() !== '[') return (await readIndexFile(file))[0];
  if (first === undefined || first.trim() === ']') throw new Error(`${file} holds no records`);
  const json = first.trimEnd().replace(/,$/, '');
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new Error(`${file}: line 2 is not a JSON record (${(error as Error).message})`);
  }
}

/** The path of the site's first demo car, from `<root>/data/search/<vehicles index>.json`. */
export async function firstCarPagePath(
  site: {
    paths: Pick<SiteConfig['paths'], 'carDetail'>;
    searchIndexes: Pick<SiteConfig['searchIndexes'], 'vehicles'>;
  },
  root: string,
): Promise<string> {
  const file = indexFile(site.searchIndexes.vehicles, path.join(root, 'data', 'search'));
  return carPagePath(site.paths.carDetail, await firstIndexRecord(file));
}
