import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryKeys } from '../../../registry/dictionaryKeys.generated';
import { fieldSchemas } from '../../../registry/fieldSchemas.generated';
import type { Dictionary } from '../../../schemas/generated/dictionary';
import type { SiteConfigFile } from '../../../schemas/generated/site';
import { validateProjectReport } from '../../../runtime/config/validateProject';
import { DEFAULT_TEXTS } from '../../../runtime/i18n/defaultTexts';
import { componentFolders } from '../../generate';
import { ComponentTextsReader, type TextDefault } from '../componentTexts';
import { contrastRatio } from './nameTheme';
import {
  completeDictionary,
  type NewSiteOptions,
  NewSiteRefused,
  planNewSite,
  writePlan,
} from './scaffoldSite';

const roots: string[] = [];
let reader: ComponentTextsReader;
let components: string[];

beforeAll(() => {
  reader = new ComponentTextsReader(process.cwd());
  components = componentFolders(process.cwd());
});

afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The parts of the project a market is made of and checked against, copied to a temporary folder. */
function projectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'new-site-'));
  roots.push(root);
  for (const dir of ['schemas', 'sites', 'redirects'])
    cpSync(path.join(process.cwd(), dir), path.join(root, dir), { recursive: true });
  return root;
}

async function scaffold(root: string, options: NewSiteOptions) {
  const plan = await planNewSite(root, options, reader, components);
  writePlan(root, plan);
  return plan;
}

function readJson<T>(root: string, file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

/** Every key the runtime and the registry's components read, plural texts in `categories`. */
function everyKey(categories: readonly string[]): string[] {
  const entries = Object.values(dictionaryKeys);
  return [
    ...Object.keys(DEFAULT_TEXTS),
    ...entries.flatMap(({ texts }) => texts),
    ...entries.flatMap(({ plurals }) => plurals.flatMap((key) => categories.map((form) => `${key}_${form}`))),
  ];
}

const ninth: NewSiteOptions = { name: 'carstoredksite', language: 'da-DK', currency: 'DKK' };

describe('planNewSite', () => {
  it('makes a market that validates at once, with the documented defaults and a complete dictionary', async () => {
    const root = projectCopy();
    const plan = await scaffold(root, { ...ninth, host: 'carstore.dk' });
    expect([...plan.files.keys()]).toEqual([
      'sites/carstoredksite/site.json',
      'sites/carstoredksite/dictionary/da-DK.json',
      'sites/carstoredksite/content/da-DK/index.json',
      'sites/carstoredksite/content/da-DK/cars.json',
      'sites/carstoredksite/content/da-DK/cars/car/_wildcard.json',
      'sites/carstoredksite/content/da-DK/_404.json',
      'redirects/carstoredksite.json',
      'public/sites/carstoredksite/logo.svg',
      'public/sites/carstoredksite/favicon.svg',
    ]);
    const report = validateProjectReport(root, fieldSchemas, dictionaryKeys);
    expect(report.errors).toEqual([]);
    expect(report.warnings.filter((warning) => warning.file.includes('carstoredksite'))).toEqual([]);

    const site = readJson<SiteConfigFile>(root, 'sites/carstoredksite/site.json');
    expect(site).toMatchObject({
      $schema: '../../schemas/site.schema.json',
      hostNames: ['carstore.dk', 'carstoredksite.localhost'],
      canonicalBaseUrl: 'https://carstore.dk',
      languages: ['da-DK'],
      locale: 'da-DK',
      currency: 'DKK',
      timeZone: 'Europe/Copenhagen',
      vatRate: 25,
      mileageUnit: 'km',
      gtmId: '',
      searchIndexes: { vehicles: 'carstoredksite_vehicles' },
      carList: { defaultSort: 'car_publishdate_desc' },
      features: { carDetailLayout: 'standard', financeQuotes: false },
    });
    const primary = site.theme.palette.primary;
    expect(contrastRatio(primary.main, primary.contrastText ?? '')).toBeGreaterThanOrEqual(4.5);

    const dictionary = readJson<Dictionary>(root, 'sites/carstoredksite/dictionary/da-DK.json');
    expect(Object.keys(dictionary).sort()).toEqual([...new Set(everyKey(['one', 'other']))].sort());
    expect(dictionary.carListCount_other).toBe('{{count}} bilar');

    const logo = readFileSync(path.join(root, 'public/sites/carstoredksite/logo.svg'), 'utf8');
    expect(logo).toMatch(/^<svg [^>]*aria-label="carstoredksite"/);
    expect(logo).toContain(`fill="${primary.main}"`);
    expect(readFileSync(path.join(root, 'public/sites/carstoredksite/favicon.svg'), 'utf8')).toContain(
      '>C</text>',
    );
    expect(readJson(root, 'redirects/carstoredksite.json')).toMatchObject({
      rules: [{ source: '/home', destination: '/', permanent: true }],
    });
  });

  it("takes a template's look, car list, paths and words, in the plural forms of the new language", async () => {
    const root = projectCopy();
    await scaffold(root, {
      name: 'carstoresksite',
      language: 'sk-SK',
      currency: 'EUR',
      from: 'carstoresesite',
    });
    expect(validateProjectReport(root, fieldSchemas, dictionaryKeys).errors).toEqual([]);
    const template = readJson<SiteConfigFile>(root, 'sites/carstoresesite/site.json');
    const site = readJson<SiteConfigFile>(root, 'sites/carstoresksite/site.json');
    expect(site).toMatchObject({
      theme: template.theme,
      font: template.font,
      paths: template.paths,
      titleTemplate: template.titleTemplate,
      features: { carDetailLayout: 'singleColumn', networkShutdownNote: true },
      vatRate: 23,
      timeZone: 'Europe/Bratislava',
      mileageUnit: 'km',
    });
    const words = readJson<Dictionary>(root, 'sites/carstoresesite/dictionary/sv-SE.json');
    const dictionary = readJson<Dictionary>(root, 'sites/carstoresksite/dictionary/sk-SK.json');
    expect(dictionary).toMatchObject({
      carListLoading: words.carListLoading ?? 'Laddar bilar',
      carListCount_few: words.carListCount_other,
      carListCount_many: words.carListCount_other,
    });
    expect(readJson(root, 'sites/carstoresksite/content/sk-SK/kopa-bil.json')).toMatchObject({
      sitecore: {
        route: { placeholders: { main: [{ componentName: 'PageIntro' }, { componentName: 'CarList' }] } },
      },
    });
  });

  const refusals: [string, NewSiteOptions, RegExp][] = [
    ['an existing name', { ...ninth, name: 'carstoresesite' }, /^site "carstoresesite" exists already/],
    ['an invalid name', { ...ninth, name: 'Car-Store' }, /^invalid site name "Car-Store"/],
    ['a language without a country', { ...ninth, language: 'da' }, /must be a language and a country/],
    ['an unknown language', { ...ninth, language: 'xq-DK' }, /^unknown language "xq"/],
    ['an unknown country', { ...ninth, language: 'da-QQ' }, /^unknown country "QQ"/],
    ['an unknown currency', { ...ninth, currency: 'DKX' }, /^unknown currency "DKX"/],
    ['a currency the demo stock cannot price', { ...ninth, currency: 'CHF' }, /no exchange rate/],
    [
      'an unknown template',
      { ...ninth, from: 'carstoredk' },
      /^unknown template "--from carstoredk" \(sites: /,
    ],
    ['a host another site has', { ...ninth, host: 'carstore.se' }, /belongs to site carstoresesite/],
    ['an invalid host', { ...ninth, host: 'Car Store.dk' }, /^invalid host name/],
    ['a country without a known VAT rate', { ...ninth, language: 'en-US' }, /--vat <percent>/],
  ];

  describe('refusals', () => {
    // Refusals write nothing, so they share one copy.
    let root: string;
    beforeAll(() => {
      root = projectCopy();
    });

    it.each(refusals)('refuses %s, writing nothing', async (_, options, reason) => {
      const refused = planNewSite(root, options, reader, components);
      await expect(refused).rejects.toThrow(NewSiteRefused);
      await expect(refused).rejects.toThrow(reason);
      expect(existsSync(path.join(root, 'sites', options.name, 'site.json'))).toBe(
        options.name === 'carstoresesite',
      );
    });
  });
});

describe('completeDictionary', () => {
  it('keeps a template’s words, adds what it lacks, and gives counted texts the forms of the language', () => {
    const texts = new Map<string, TextDefault>([
      ['carListLoading', 'Laddar bilar'],
      ['carListCount', { one: '{{count}} bil', other: '{{count}} bilar' }],
    ]);
    expect(
      completeDictionary('en-GB', texts, {
        carListCount_one: 'one car',
        carListCount_few: 'few',
        extra: 'kept',
      }),
    ).toEqual({
      carListCount_one: 'one car',
      extra: 'kept',
      carListLoading: 'Laddar bilar',
      carListCount_other: '{{count}} bilar',
    });
  });
});
