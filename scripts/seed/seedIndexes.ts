/**
 * Writes the demo stock the embedded search engine serves: one JSON file per index named in the markets'
 * `searchIndexes` (vehicles, sites, kits) under data/search. Generation is deterministic (seeded by the
 * index name, dated by a fixed reference day), so the same config always yields the same bytes. Files are
 * written to a temporary name and renamed, so a reader never sees half a file.
 */
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Car } from '../../schemas/generated/car';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { Kit } from '../../schemas/generated/kit';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { indexFile, SEARCH_DATA_DIR } from '../../runtime/services/search/embedded/indexFile';
import { SEARCH_INDEX_KINDS, type SearchIndexKind } from '../../runtime/services/search/contract';
import { demoImageBlurs, type ImageBlurs } from './demoImages';
import { generateDealerSites } from './generateDealerSites';
import { generateKits } from './generateKits';
import { generateVehicles } from './generateVehicles';

export const DEFAULT_CARS_PER_MARKET = 3000;

export interface GenerateOptions {
  /** Vehicles per market (default 3,000). */
  cars?: number;
}

export interface SeedOptions extends GenerateOptions {
  dir?: string;
  /** Rewrite indexes that already exist. */
  force?: boolean;
  /** Only these kinds of index (default all three). */
  kinds?: readonly SearchIndexKind[];
  log?: (message: string) => void;
}

type IndexRecords<K extends SearchIndexKind> = K extends 'vehicles'
  ? Car[]
  : K extends 'sites'
    ? DealerSite[]
    : Kit[];

/** A market's dealer sites, generated once: the sites, kits and vehicles indexes all draw on them. */
const dealerSites = new WeakMap<SiteConfig, DealerSite[]>();
function dealerSitesOf(site: SiteConfig, blurs: ImageBlurs): DealerSite[] {
  let dealers = dealerSites.get(site);
  if (!dealers) {
    dealers = generateDealerSites(site, blurs);
    dealerSites.set(site, dealers);
  }
  return dealers;
}

export async function generateIndex<K extends SearchIndexKind>(
  site: SiteConfig,
  kind: K,
  options?: GenerateOptions,
): Promise<IndexRecords<K>>;
export async function generateIndex(
  site: SiteConfig,
  kind: SearchIndexKind,
  options: GenerateOptions = {},
): Promise<Car[] | DealerSite[] | Kit[]> {
  const blurs = await demoImageBlurs();
  const dealers = dealerSitesOf(site, blurs);
  if (kind === 'sites') return dealers;
  if (kind === 'kits') return generateKits(site, dealers, blurs);
  return generateVehicles(site, dealers, { count: options.cars ?? DEFAULT_CARS_PER_MARKET, blurs });
}

let temporaryFiles = 0;
/** Index files being written by this process: a second caller waits for the first instead of writing too. */
const writing = new Map<string, Promise<void>>();

/** A JSON array with one record per line, streamed so a 100,000-car index never becomes one huge string. */
async function writeJsonArray(file: string, records: readonly object[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  temporaryFiles += 1;
  const temporary = `${file}.${process.pid}.${temporaryFiles}.tmp`;
  const stream = createWriteStream(temporary, { encoding: 'utf8' });
  const chunkSize = 500;
  try {
    for (let start = 0; start < records.length; start += chunkSize) {
      const lines = records.slice(start, start + chunkSize).map((record) => JSON.stringify(record));
      const text = `${start === 0 ? '[\n' : ',\n'}${lines.join(',\n')}`;
      if (!stream.write(text)) await once(stream, 'drain');
    }
    stream.end(records.length === 0 ? '[]\n' : '\n]\n');
    await finished(stream);
    await rename(temporary, file);
  } catch (error) {
    stream.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeIndex(
  site: SiteConfig,
  kind: SearchIndexKind,
  file: string,
  { cars, log }: Pick<SeedOptions, 'cars'> & { log: (message: string) => void },
): Promise<void> {
  const started = performance.now();
  const records = await generateIndex(site, kind, { cars });
  await writeJsonArray(file, records);
  const elapsed = Math.round(performance.now() - started);
  log(`${path.relative(process.cwd(), file)}: ${records.length} ${kind} in ${elapsed} ms`);
}

/**
 * Writes every index the sites name that is missing (every one with `force`) and returns the files
 * written. An index several sites share is generated once, from the first site naming it; an index this
 * process is already writing is waited for, not written twice.
 */
export async function ensureSeeded(
  sites: readonly SiteConfig[],
  options: SeedOptions = {},
): Promise<string[]> {
  const { dir = SEARCH_DATA_DIR, force = false, kinds = SEARCH_INDEX_KINDS, cars, log = () => {} } = options;
  const written: string[] = [];
  const seen = new Set<string>();
  for (const site of sites) {
    for (const kind of kinds) {
      const indexName = site.searchIndexes[kind];
      if (seen.has(indexName)) continue;
      seen.add(indexName);
      const file = indexFile(indexName, dir);
      const pending = writing.get(file);
      if (pending) {
        await pending;
        continue;
      }
      if (!force && existsSync(file)) continue;
      const write = writeIndex(site, kind, file, { cars, log });
      writing.set(file, write);
      try {
        await write;
      } finally {
        writing.delete(file);
      }
      written.push(file);
    }
  }
  return written;
}
