/**
 * `npm run seed`: writes the demo stock the embedded search engine serves (data/search/<index>.json) for
 * every index the site configs name, skipping the files that exist. `-- --force` rewrites them all;
 * `-- --cars <n>` puts n vehicles in each market and rewrites the vehicles indexes. Exit code 1 on bad
 * arguments, invalid site configs or invalid catalogues (scripts/seed/catalogues/), each problem listed.
 */
import path from 'node:path';
import { InvalidConfigError, formatConfigError } from '../runtime/config/ConfigError';
import { loadSiteConfigs } from '../runtime/config/loadSiteConfigs';
import { SEARCH_DATA_DIR } from '../runtime/services/search/embedded/indexFile';
import { SEARCH_INDEX_KINDS } from '../runtime/services/search/contract';
import { MAX_CARS } from './seed/generateVehicles';
import { ensureSeeded } from './seed/seedIndexes';

const USAGE = 'usage: npm run seed [-- --force] [-- --cars <1–999999>]';

interface SeedArguments {
  force: boolean;
  cars?: number;
}

function fail(message: string): never {
  console.error(`seed: ${message}\n${USAGE}`);
  process.exit(1);
}

function parseSeedArguments(args: readonly string[]): SeedArguments | string {
  let force = false;
  let cars: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--force') {
      force = true;
    } else if (arg === '--cars') {
      const value = args[index + 1];
      index += 1;
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_CARS) {
        return `--cars needs a whole number from 1 to ${MAX_CARS}, got ${value === undefined ? 'nothing' : `"${value}"`}`;
      }
      cars = Number(value);
    } else {
      return `unknown argument "${arg}"`;
    }
  }
  return { force, ...(cars === undefined ? {} : { cars }) };
}

/** Runs `load`; invalid config (the sites, or the catalogues the stock is made from) lists every problem and exits 1. */
async function orExitOnInvalid<T>(what: string, load: () => T | Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    console.error(`seed: ${what} invalid:`);
    for (const configError of error.errors) console.error(`  ${formatConfigError(configError)}`);
    process.exit(1);
  }
}

const parsed = parseSeedArguments(process.argv.slice(2));
if (typeof parsed === 'string') fail(parsed);
const sites = await orExitOnInvalid('the site configs are', loadSiteConfigs);
const log = (message: string) => console.log(`seed: wrote ${message}`);
const started = performance.now();
const written = await orExitOnInvalid('the demo stock catalogues are', async () => [
  ...(parsed.cars === undefined
    ? []
    : await ensureSeeded(sites, { cars: parsed.cars, force: true, kinds: ['vehicles'], log })),
  ...(await ensureSeeded(sites, {
    force: parsed.force,
    kinds:
      parsed.cars === undefined
        ? SEARCH_INDEX_KINDS
        : SEARCH_INDEX_KINDS.filter((kind) => kind !== 'vehicles'),
    log,
  })),
]);
const folder = path.relative(process.cwd(), SEARCH_DATA_DIR);
console.log(
  written.length === 0
    ? `seed: demo stock present in ${folder}`
    : `seed: ${written.length} index file${written.length === 1 ? '' : 's'} in ${folder} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
