/**
 * `npm run seed`: writes the demo stock the embedded search engine serves (data/search/<index>.json) for
 * every index the site configs name, skipping the files that exist. `-- --force` rewrites them all;
 * `-- --cars <n>` puts n vehicles in each market and rewrites the vehicles indexes. Exit code 1 on bad
 * arguments or invalid site configs.
 */
import path from 'node:path';
import { InvalidConfigError, formatConfigError } from '../runtime/config/ConfigError';
import { loadSiteConfigs } from '../runtime/config/loadSiteConfigs';
import { MAX_CARS } from '../runtime/search/demoStock/generateVehicles';
import { SEARCH_DATA_DIR, ensureSeeded } from '../runtime/search/demoStock/seedIndexes';
import { SEARCH_INDEX_KINDS } from '../runtime/services/search/contract';

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

function sitesOrExit() {
  try {
    return loadSiteConfigs();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    console.error('seed: the site configs are invalid:');
    for (const configError of error.errors) console.error(`  ${formatConfigError(configError)}`);
    process.exit(1);
  }
}

const parsed = parseSeedArguments(process.argv.slice(2));
if (typeof parsed === 'string') fail(parsed);
const sites = sitesOrExit();
const log = (message: string) => console.log(`seed: wrote ${message}`);
const started = performance.now();
const written = [
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
];
const folder = path.relative(process.cwd(), SEARCH_DATA_DIR);
console.log(
  written.length === 0
    ? `seed: demo stock present in ${folder}`
    : `seed: ${written.length} index file${written.length === 1 ? '' : 's'} in ${folder} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
