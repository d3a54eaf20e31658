/**
 * `npm run new-site`'s work: everything a market is, written at once and for nothing else to change —
 * `sites/<name>/site.json` (every required field, the documented defaults of the rest, the settings its
 * country implies), one dictionary per language with every key the registry's components read, the home,
 * car list, car page and 404 content, `redirects/<name>.json` and the logo and favicon. With a template
 * (`--from`) the market takes the template's look, car list, flags and dictionary; without one, a theme of
 * its own and the code's default texts. Every file is planned before one is written, and a name, language,
 * currency, host or template that cannot make a valid market is refused with the reason.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Dictionary } from '../../../schemas/generated/dictionary';
import type { SiteConfigFile } from '../../../schemas/generated/site';
import { readSiteConfigs } from '../../../runtime/config/loadSiteConfigs';
import type { SiteConfig } from '../../../runtime/config/SiteConfig';
import { createMarketFormat } from '../../seed/marketFormat';
import { type ComponentTextsReader, isPluralText, type TextDefault } from '../componentTexts';
import { currencyProblem, languageProblem, marketFacts } from './marketFacts';
import { themeFromName } from './nameTheme';
import { siteContentFiles } from './siteContent';
import { faviconSvg, logoSvg } from './siteMarks';

export interface NewSiteOptions {
  name: string;
  language: string;
  currency: string;
  /** An existing site to take the look, car list, flags and dictionary from. */
  from?: string;
  /** The market's public host name (`example.se`). */
  host?: string;
  /** VAT in percent, for a country whose standard rate this does not know. */
  vatRate?: number;
}

/** A reason the market cannot be made as asked; the command prints it and exits 2. */
export class NewSiteRefused extends Error {
  override name = 'NewSiteRefused';
}

export interface NewSitePlan {
  /** File (relative to the project root) → its content. */
  files: Map<string, string>;
  /** What the site manager still has to do, one line each. */
  nextSteps: string[];
}

interface SchemaNode {
  pattern?: string;
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: unknown[];
  $defs?: Record<string, SchemaNode>;
}

const PLURAL_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const LOCAL_PORT = 3000;

/** The documented defaults of an object schema's properties (`carList`, `features`). */
function documentedDefaults(node: SchemaNode | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node?.properties ?? {})
      .filter(([, property]) => property.default !== undefined)
      .map(([name, property]) => [name, property.default]),
  );
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** JSON files as the project's formatter writes them, so `npm run format:check` passes on a new market. */
async function formatted(root: string, files: Map<string, string>): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const [file, content] of files) {
    const filepath = path.join(root, file);
    result.set(
      file,
      file.endsWith('.json')
        ? await format(content, { ...(await resolveConfig(filepath)), filepath })
        : content,
    );
  }
  return result;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The project's site schema: the name and host patterns and the documented defaults come from it. */
function siteSchema(root: string): SchemaNode {
  return readJson<SchemaNode>(path.join(root, 'schemas', 'site.schema.json'));
}

function pluralCategories(language: string): Intl.LDMLPluralRule[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return PLURAL_ORDER.filter((category) => categories.includes(category));
}

/**
 * Every text the runtime and the registry's components read, key → default, the runtime's first: the
 * keys a market's dictionary needs.
 */
function registryTexts(
  reader: ComponentTextsReader,
  components: readonly string[],
): Map<string, TextDefault> {
  const texts = new Map<string, TextDefault>(Object.entries(reader.runtimeTexts()));
  for (const component of components)
    for (const [key, text] of Object.entries(reader.componentTexts(component).texts))
      if (!texts.has(key)) texts.set(key, text);
  return texts;
}

/**
 * A dictionary in `language` with every key of `texts`: the template's entries first (its words), then
 * the defaults of the keys it lacks. A counted text gets exactly the plural forms of `language`, a form
 * the template's language lacks taking the template's `_other`.
 */
export function completeDictionary(
  language: string,
  texts: ReadonlyMap<string, TextDefault>,
  template: Readonly<Dictionary> = {},
): Dictionary {
  const dictionary: Dictionary = { ...template };
  const categories = pluralCategories(language);
  for (const [key, text] of texts) {
    if (!isPluralText(text)) {
      if (!Object.hasOwn(dictionary, key)) dictionary[key] = text;
      continue;
    }
    const other = dictionary[`${key}_other`] ?? text.other ?? '';
    for (const category of PLURAL_ORDER) {
      const form = `${key}_${category}`;
      if (!categories.includes(category)) delete dictionary[form];
      else if (!Object.hasOwn(dictionary, form)) dictionary[form] = text[category] ?? other;
    }
  }
  return dictionary;
}

/** The brand a title template names (`{title} | Car Store` → `Car Store`). */
function brandOf(titleTemplate: string, fallback: string): string {
  return titleTemplate.replace('{title}', '').replace(/^[\s|–—-]+|[\s|–—-]+$/g, '') || fallback;
}

function refuseUnless(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new NewSiteRefused(reason);
}

interface Template {
  config: SiteConfig;
  /** Its site.json as written (without the defaults validation fills in). */
  file: SiteConfigFile;
  dictionary: Dictionary;
}

function readTemplate(root: string, name: string, sites: readonly SiteConfig[], language: string): Template {
  const config = sites.find((site) => site.name === name);
  refuseUnless(
    config !== undefined,
    `unknown template "--from ${name}" (sites: ${sites.map((site) => site.name).join(', ')})`,
  );
  const dictionaryLanguage = config.languages.includes(language) ? language : config.defaultLanguage;
  const dictionaryFile = path.join(root, 'sites', name, 'dictionary', `${dictionaryLanguage}.json`);
  return {
    config,
    file: readJson<SiteConfigFile>(path.join(root, 'sites', name, 'site.json')),
    dictionary: existsSync(dictionaryFile) ? readJson<Dictionary>(dictionaryFile) : {},
  };
}

/** Checks the request against the project and plans every file; rejects with NewSiteRefused. */
export async function planNewSite(
  root: string,
  options: NewSiteOptions,
  reader: ComponentTextsReader,
  components: readonly string[],
): Promise<NewSitePlan> {
  const { name, language, currency, host } = options;
  const schema = siteSchema(root);
  const namePattern = schema.properties?.name?.pattern ?? '';
  refuseUnless(
    new RegExp(namePattern).test(name),
    `invalid site name "${name}": lower-case letters and digits, starting with a letter (${namePattern})`,
  );
  refuseUnless(!existsSync(path.join(root, 'sites', name)), `site "${name}" exists already (sites/${name})`);
  const problem = languageProblem(language) ?? currencyProblem(currency);
  refuseUnless(problem === undefined, problem ?? '');
  try {
    createMarketFormat({ locale: language, currency, mileageUnit: 'km' });
  } catch {
    throw new NewSiteRefused(
      `currency ${currency}: the demo stock has no exchange rate for it, so its car list would stay empty (scripts/seed/marketFormat.ts)`,
    );
  }
  const { sites } = readSiteConfigs(root);
  if (host !== undefined) {
    const hostPattern = schema.properties?.hostNames?.items?.pattern ?? '';
    refuseUnless(new RegExp(hostPattern).test(host), `invalid host name "${host}" (${hostPattern})`);
    const owner = sites.find((site) => site.hostNames.includes(host));
    refuseUnless(owner === undefined, `host name "${host}" belongs to site ${owner?.name ?? ''} already`);
  }
  const template = options.from === undefined ? undefined : readTemplate(root, options.from, sites, language);
  const siteProperties = schema.properties ?? {};
  const facts = marketFacts(language, String(siteProperties.timeZone?.default ?? 'Europe/Stockholm'));
  const sameCountry = template !== undefined && template.config.locale.slice(3) === facts.country;
  const vatRate = options.vatRate ?? (sameCountry ? template.config.vatRate : facts.vatRate);
  refuseUnless(
    vatRate !== undefined,
    `no standard VAT rate known for ${facts.country}: give it with --vat <percent>`,
  );

  const theme = template?.file.theme ?? themeFromName(name);
  const titleTemplate = template?.file.titleTemplate ?? `{title} | ${name}`;
  const carList = {
    ...documentedDefaults(siteProperties.carList),
    ...(template?.config.carList ?? {}),
  } as Required<NonNullable<SiteConfigFile['carList']>>;
  const site: SiteConfigFile = {
    $schema: '../../schemas/site.schema.json',
    name,
    hostNames: host === undefined ? [`${name}.localhost`] : [host, `${name}.localhost`],
    languages: [language],
    defaultLanguage: language,
    canonicalBaseUrl: host === undefined ? `http://${name}.localhost:${LOCAL_PORT}` : `https://${host}`,
    titleTemplate,
    gtmId: '',
    favicon: `/sites/${name}/favicon.svg`,
    logo: `/sites/${name}/logo.svg`,
    font: template?.config.font ?? (siteProperties.font?.enum?.[0] as SiteConfigFile['font']),
    locale: language,
    currency,
    timeZone: sameCountry ? template.config.timeZone : facts.timeZone,
    vatRate,
    mileageUnit: sameCountry ? template.config.mileageUnit : facts.mileageUnit,
    theme: {
      ...theme,
      typography: theme.typography ?? documentedDefaults(schema.$defs?.Theme?.properties?.typography),
    },
    searchIndexes: { vehicles: `${name}_vehicles`, sites: `${name}_sites`, kits: `${name}_kits` },
    paths: template?.config.paths ?? {
      carList: '/cars',
      carDetail: '/cars/car',
      siteDetail: '/dealers',
      storiesIndex: '/news',
      search: '/cars',
    },
    carList,
    features: { ...documentedDefaults(schema.$defs?.Features), ...(template?.file.features ?? {}) },
    ...(template?.file.layout ? { layout: template.file.layout } : {}),
  };

  const dictionary = completeDictionary(language, registryTexts(reader, components), template?.dictionary);
  const files = new Map<string, string>();
  files.set(`sites/${name}/site.json`, json(site));
  files.set(`sites/${name}/dictionary/${language}.json`, json(dictionary));
  const content = siteContentFiles({
    site: name,
    language,
    brand: brandOf(titleTemplate, name),
    paths: site.paths,
    defaultSort: carList.defaultSort,
    dictionary,
  });
  for (const [file, layout] of content) files.set(file, json(layout));
  files.set(
    `redirects/${name}.json`,
    json({
      $schema: '../schemas/redirects.schema.json',
      rules: [{ source: '/home', destination: '/', permanent: true }],
    }),
  );
  const colours = {
    primary: theme.palette.primary.main,
    onPrimary: theme.palette.primary.contrastText ?? '#ffffff',
    text: theme.palette.header.text,
  };
  files.set(`public/sites/${name}/logo.svg`, logoSvg(name, colours));
  files.set(`public/sites/${name}/favicon.svg`, faviconSvg(name, colours));
  for (const file of files.keys())
    refuseUnless(
      !existsSync(path.join(root, file)),
      `${file} exists already: remove it or pick another name`,
    );

  const wordsFrom = template
    ? `${template.config.name}'s words (${Object.keys(template.dictionary).length} texts)`
    : "the code's Swedish defaults";
  return {
    files: await formatted(root, files),
    nextSteps: [
      `translate sites/${name}/dictionary/${language}.json into ${language}: it holds ${wordsFrom}, and the texts every component reads`,
      `replace the placeholder logo and favicon in public/sites/${name}/ and check site.json (theme, titleTemplate, gtmId${host === undefined ? ', hostNames and canonicalBaseUrl' : ''})`,
      `legacy URLs go into redirects/${name}.json (it starts with /home → /)`,
      `npm run validate, then restart npm run dev (host rewrites are computed at start) and open http://${name}.localhost:${LOCAL_PORT}/`,
    ],
  };
}

/** Writes a plan's files (none exists: planNewSite checked). */
export function writePlan(root: string, plan: NewSitePlan): void {
  for (const [file, content] of plan.files) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
