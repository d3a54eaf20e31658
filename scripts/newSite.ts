/**
 * `npm run new-site -- <name> --language sv-SE --currency SEK [--from <site>] [--host example.se] [--vat 25]`:
 * scaffolds a market (scripts/lib/newSite/scaffoldSite.ts) and seeds its demo stock, so that after
 * `npm run validate` and a (re)start it serves its pages at `<name>.localhost`. A request that cannot
 * make a valid market is refused with one line and exit code 2.
 */
import path from 'node:path';
import { readSiteConfigs } from '../runtime/config/loadSiteConfigs';
import { componentFolders } from './generate';
import { ComponentTextsReader } from './lib/componentTexts';
import { type NewSiteOptions, NewSiteRefused, planNewSite, writePlan } from './lib/newSite/scaffoldSite';
import { ensureSeeded } from './seed/seedIndexes';

const USAGE =
  'usage: npm run new-site -- <name> --language <xx-YY> --currency <XXX> [--from <site>] [--host <host>] [--vat <percent>]';
const FLAGS = ['--language', '--currency', '--from', '--host', '--vat'] as const;
type Flag = (typeof FLAGS)[number];

function isFlag(argument: string): argument is Flag {
  return (FLAGS as readonly string[]).includes(argument);
}

/** The options, or why the arguments are not a request. */
export function parseNewSiteArguments(args: readonly string[]): NewSiteOptions | string {
  const values = new Map<Flag, string>();
  const names: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] ?? '';
    if (!argument.startsWith('--')) {
      names.push(argument);
      continue;
    }
    if (!isFlag(argument)) return `unknown option "${argument}"`;
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) return `${argument} needs a value`;
    if (values.has(argument)) return `${argument} given twice`;
    values.set(argument, value);
    index += 1;
  }
  const [name, ...extra] = names;
  if (name === undefined) return 'the site name is missing';
  if (extra.length > 0) return `one site name, not ${names.length} (${names.join(', ')})`;
  const language = values.get('--language');
  const currency = values.get('--currency');
  if (language === undefined) return '--language is missing';
  if (currency === undefined) return '--currency is missing';
  const vat = values.get('--vat');
  const vatRate = vat === undefined ? undefined : Number(vat);
  if (vatRate !== undefined && !(/^\d+(\.\d+)?$/.test(vat ?? '') && vatRate <= 50))
    return `--vat needs a percentage from 0 to 50, got "${vat}"`;
  const from = values.get('--from');
  const host = values.get('--host');
  return {
    name,
    language,
    currency,
    ...(from === undefined ? {} : { from }),
    ...(host === undefined ? {} : { host }),
    ...(vatRate === undefined ? {} : { vatRate }),
  };
}

function refuse(reason: string): never {
  console.error(`new-site: ${reason}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const root = process.cwd();
  const options = parseNewSiteArguments(process.argv.slice(2));
  if (typeof options === 'string') refuse(`${options} (${USAGE})`);
  let plan;
  try {
    plan = await planNewSite(root, options, new ComponentTextsReader(root), componentFolders(root));
  } catch (error) {
    if (error instanceof NewSiteRefused) refuse(error.message);
    throw error;
  }
  writePlan(root, plan);
  for (const file of plan.files.keys()) console.log(`new-site: wrote ${file}`);
  const site = readSiteConfigs(root).sites.find((candidate) => candidate.name === options.name);
  if (!site) throw new Error(`sites/${options.name}/site.json was written but does not validate`);
  await ensureSeeded([site], {
    dir: path.join(root, 'data', 'search'),
    log: (message) => console.log(`new-site: seeded ${message}`),
  });
  console.log(`\nMarket ${options.name} is ready. Next:`);
  for (const step of plan.nextSteps) console.log(`  - ${step}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
