import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaryKeys } from '../../registry/dictionaryKeys.generated';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { DEFAULT_TEXTS } from '../i18n/defaultTexts';
import type { ConfigError } from './ConfigError';
import { readSiteConfigs } from './loadSiteConfigs';
import { validateProject, validateProjectReport } from './validateProject';

const FIXTURE = path.join(import.meta.dirname, '../../tests/fixtures/project');
const roots: string[] = [];

/** A fresh copy of the valid fixture project with one file changed by `mutate`. */
function projectWith(file: string, mutate: (json: Record<string, unknown>) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'validate-'));
  roots.push(root);
  cpSync(FIXTURE, root, { recursive: true });
  const target = path.join(root, file);
  const json = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
  mutate(json);
  writeFileSync(target, JSON.stringify(json));
  return root;
}

function at(json: Record<string, unknown>, ...keys: (string | number)[]): Record<string, unknown> {
  return keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, json);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const pointers = (errors: ConfigError[]) => errors.map(({ file, pointer }) => `${file}#${pointer}`);

describe('validateProject', () => {
  it('accepts the real project, its dictionaries complete, and the valid fixture', () => {
    expect(validateProject(process.cwd(), fieldSchemas, dictionaryKeys)).toEqual([]);
    expect(validateProject(FIXTURE, fieldSchemas)).toEqual([]);
  });

  it('fills documented defaults into a valid site config, also when features is omitted', () => {
    const root = projectWith('sites/beta/site.json', (j) => delete j.features);
    const beta = readSiteConfigs(root).sites.find((site) => site.name === 'beta');
    expect(beta?.features).toEqual({
      redirectWwwToBareHost: false,
      carDetailLayout: 'standard',
      carsOnShowExtras: false,
      financeQuotes: false,
      hideResidualValueAndEffectiveRate: false,
      networkShutdownNote: false,
      serviceBookingButtons: false,
    });
    expect(beta?.default).toBe(false);
  });

  const broken: {
    name: string;
    file: string;
    mutate: (json: Record<string, unknown>) => void;
    expected: string;
    message: RegExp;
  }[] = [
    {
      name: 'missing required property',
      file: 'sites/alpha/site.json',
      mutate: (j) => delete j.titleTemplate,
      expected: 'sites/alpha/site.json#',
      message: /titleTemplate/,
    },
    {
      name: 'wrong type deep in the theme',
      file: 'sites/alpha/site.json',
      mutate: (j) => (at(j, 'theme', 'palette', 'primary').main = 'green'),
      expected: 'sites/alpha/site.json#/theme/palette/primary/main',
      message: /pattern/,
    },
    {
      name: 'unknown feature flag',
      file: 'sites/alpha/site.json',
      mutate: (j) => (j.features = { hideEverything: true }),
      expected: 'sites/alpha/site.json#/features',
      message: /^unknown property "hideEverything"$/,
    },
    {
      name: 'misspelt feature flag, with the flag it meant',
      file: 'sites/alpha/site.json',
      mutate: (j) => (j.features = { networkShutdownNot: true }),
      expected: 'sites/alpha/site.json#/features',
      message: /^unknown property "networkShutdownNot" \(did you mean "networkShutdownNote"\?\)$/,
    },
    {
      name: 'misspelt property deep in the theme, with the one it meant',
      file: 'sites/beta/site.json',
      mutate: (j) => (at(j, 'theme').borderRadious = 4),
      expected: 'sites/beta/site.json#/theme',
      message: /did you mean "borderRadius"\?/,
    },
    {
      name: 'unknown font key',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.font = 'comic-sans'),
      expected: 'sites/beta/site.json#/font',
      message: /inter, montserrat, figtree/,
    },
    {
      name: 'default language not served',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.defaultLanguage = 'sv-SE'),
      expected: 'sites/beta/site.json#/defaultLanguage',
      message: /not one of languages/,
    },
    {
      name: 'default sort not offered',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.carList = { sortOptions: ['car_price_asc'], defaultSort: 'car_year_desc' }),
      expected: 'sites/beta/site.json#/carList/defaultSort',
      message: /not one of carList.sortOptions \(car_price_asc\)/,
    },
    {
      name: 'missing VAT rate',
      file: 'sites/alpha/site.json',
      mutate: (j) => delete j.vatRate,
      expected: 'sites/alpha/site.json#',
      message: /"vatRate"/,
    },
    {
      name: 'name differs from folder',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.name = 'gamma'),
      expected: 'sites/beta/site.json#/name',
      message: /folder name "beta"/,
    },
    {
      name: 'two default sites',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.default = true),
      expected: 'sites/beta/site.json#/default',
      message: /exactly one site/,
    },
    {
      name: 'host claimed twice',
      file: 'sites/beta/site.json',
      mutate: (j) => (j.hostNames = ['alpha.example.com', 'beta.localhost']),
      expected: 'sites/beta/site.json#/hostNames/0',
      message: /claimed by site alpha/,
    },
    {
      name: 'dictionary value not a string',
      file: 'sites/alpha/dictionary/en.json',
      mutate: (j) => (j.sectionErrorHeading = 42),
      expected: 'sites/alpha/dictionary/en.json#/sectionErrorHeading',
      message: /string/,
    },
    {
      name: 'layout whose placeholders are a list',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) => (at(j, 'sitecore', 'route').placeholders = []),
      expected: 'sites/alpha/content/en/index.json#/sitecore/route/placeholders',
      message: /object/,
    },
    {
      name: 'layout context of another site',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) => (at(j, 'sitecore', 'context', 'site').name = 'beta'),
      expected: 'sites/alpha/content/en/index.json#/sitecore/context/site/name',
      message: /"alpha"/,
    },
    {
      name: 'rendering fields against the component schema',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) => delete at(j, 'sitecore', 'route', 'placeholders', 'main', 0, 'fields').text,
      expected: 'sites/alpha/content/en/index.json#/sitecore/route/placeholders/main/0/fields',
      message: /"text"/,
    },
    {
      name: 'nested rendering fields',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) =>
        (at(
          j,
          'sitecore',
          'route',
          'placeholders',
          'main',
          1,
          'placeholders',
          'column-left',
          0,
          'fields',
          'text',
        ).value = 7),
      expected:
        'sites/alpha/content/en/index.json#/sitecore/route/placeholders/main/1/placeholders/column-left/0/fields/text/value',
      message: /string/,
    },
    {
      name: 'counted text without a plural form of its language',
      file: 'sites/alpha/dictionary/en.json',
      mutate: (j) => (j.carListCount_other = '{{count}} cars'),
      expected: 'sites/alpha/dictionary/en.json#/carListCount_one',
      message: /missing plural form "one" of "carListCount"/,
    },
    {
      name: 'unknown component',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) => (at(j, 'sitecore', 'route', 'placeholders', 'main', 0).componentName = 'Carousel3D'),
      expected: 'sites/alpha/content/en/index.json#/sitecore/route/placeholders/main/0/componentName',
      message: /^unknown component "Carousel3D" \(not in the registry\) \(did you mean "Carousel"\?\)$/,
    },
    {
      name: 'unknown component far from any known one',
      file: 'sites/alpha/content/en/index.json',
      mutate: (j) => (at(j, 'sitecore', 'route', 'placeholders', 'main', 0).componentName = 'Spaceship'),
      expected: 'sites/alpha/content/en/index.json#/sitecore/route/placeholders/main/0/componentName',
      message: /^unknown component "Spaceship" \(not in the registry\)$/,
    },
    {
      name: 'redirect that is not permanent',
      file: 'redirects/alpha.json',
      mutate: (j) => (at(j, 'rules', 0).permanent = false),
      expected: 'redirects/alpha.json#/rules/0/permanent',
      message: /constant/,
    },
    {
      name: 'redirect pattern with a misplaced wildcard',
      file: 'redirects/alpha.json',
      mutate: (j) => (at(j, 'rules', 0).source = '/a/{rest*}/b'),
      expected: 'redirects/alpha.json#/rules/0/source',
      message: /last segment/,
    },
    {
      name: 'redirect loop',
      file: 'redirects/alpha.json',
      mutate: (j) =>
        (j.rules as unknown[]).push(
          { source: '/loop-a', destination: '/loop-b', permanent: true },
          { source: '/loop-b', destination: '/LOOP-A/', permanent: true },
        ),
      expected: 'redirects/alpha.json#/rules/5/destination',
      message: /redirect loop: \/loop-a → \/loop-b → \/loop-a/,
    },
    {
      name: 'redirect to a foreign host',
      file: 'redirects/alpha.json',
      mutate: (j) => (at(j, 'rules', 3).destination = 'https://evil.example.org/'),
      expected: 'redirects/alpha.json#/rules/3/destination',
      message: /"evil.example.org" is not in the site's externalRedirectHosts/,
    },
  ];

  it.each(broken)('reports $name with file and JSON pointer', ({ file, mutate, expected, message }) => {
    const errors = validateProject(projectWith(file, mutate), fieldSchemas);
    expect(pointers(errors)).toContain(expected);
    expect(errors.find((error) => `${error.file}#${error.pointer}` === expected)?.message).toMatch(message);
  });

  describe("checks each dictionary against the texts the site's pages show", () => {
    const keys = {
      RichText: { texts: ['richTextMore'], plurals: ['richTextCount'], prefixes: ['richTextLabel.'] },
      TwoColumnContainer: { texts: [], plurals: [], prefixes: [] },
      CarList: { texts: ['carListLoading'], plurals: [], prefixes: [] },
    };
    const runtimeTexts = Object.fromEntries(Object.keys(DEFAULT_TEXTS).map((key) => [key, key]));

    it('errors for a text missing in English or Finnish, and a near-miss key; warns for Swedish', () => {
      const root = projectWith('sites/alpha/dictionary/en.json', (json) => {
        Object.assign(json, runtimeTexts, {
          richTextMoer: 'More',
          richTextCount_one: '{{count}} text',
          'richTextLabel.lead': 'Lead',
          siteListPath: '/contact',
        });
      });
      const report = validateProjectReport(root, fieldSchemas, keys);
      const dictionaryErrors = report.errors.filter((error) => error.file.includes('/dictionary/'));
      expect(dictionaryErrors).toEqual([
        {
          file: 'sites/alpha/dictionary/en.json',
          pointer: '/richTextMoer',
          message: 'no component reads "richTextMoer" (did you mean "richTextMore"?)',
        },
        {
          file: 'sites/alpha/dictionary/en.json',
          pointer: '/richTextMore',
          message:
            'missing: read by RichText (sites/alpha/content/en/index.json), which shows it in Swedish without it',
        },
        {
          file: 'sites/alpha/dictionary/en.json',
          pointer: '/richTextCount_other',
          message:
            'missing: read by RichText (sites/alpha/content/en/index.json), which shows it in Swedish without it',
        },
        {
          file: 'sites/beta/dictionary/fi-FI.json',
          pointer: '',
          message: `missing: the pages in fi-FI show ${Object.keys(DEFAULT_TEXTS).length} texts, which would all read in Swedish`,
        },
      ]);
      expect(report.warnings).toEqual([
        {
          file: 'sites/alpha/dictionary/sv-SE.json',
          pointer: '',
          message: expect.stringMatching(
            /^\d+ texts the pages show have no dictionary \(the file is missing\), so they read as the code words them in Swedish: sectionErrorHeading, /,
          ),
        },
      ]);
      expect(validateProject(root, fieldSchemas)).toEqual([]);
    });
  });

  it('refuses content below the car detail path: those paths are all car pages', () => {
    const root = projectWith('sites/alpha/site.json', (json) => {
      at(json, 'paths').carDetail = '/news';
    });
    const errors = validateProject(root, fieldSchemas).filter((error) => error.file.includes('/news/'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.message).toBe(
      'is below "/news", whose paths are all rendered by its wildcard item: it would never be served',
    );
  });

  it('refuses a wildcard item in a folder the site renders no wildcard paths of', () => {
    const root = projectWith('sites/alpha/site.json', () => undefined);
    const item = path.join(root, 'sites/alpha/content/en/news/_wildcard.json');
    writeFileSync(item, readFileSync(path.join(root, 'sites/alpha/content/en/news.json'), 'utf8'));
    const errors = validateProject(root, fieldSchemas).filter((error) =>
      error.file.endsWith('_wildcard.json'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(
      /^is a wildcard item, but "\/news" is not a path the site renders through one/,
    );
  });

  it('checks recorded editing payloads like content, and that they are in edit mode', () => {
    const root = projectWith('sites/alpha/site.json', () => undefined);
    const editing = path.join(root, 'sites/alpha/editing');
    mkdirSync(path.join(editing, 'en'), { recursive: true });
    mkdirSync(path.join(editing, 'xx'));
    const content = JSON.parse(readFileSync(path.join(root, 'sites/alpha/content/en/news.json'), 'utf8')) as {
      sitecore: { context: Record<string, unknown> };
    };
    content.sitecore.context.pageEditing = true;
    writeFileSync(path.join(editing, 'en/news.json'), JSON.stringify(content));
    content.sitecore.context.pageEditing = false;
    writeFileSync(path.join(editing, 'en/visitor.json'), JSON.stringify(content));
    const errors = validateProject(root, fieldSchemas).filter((error) => error.file.includes('/editing/'));
    expect(errors).toEqual([
      {
        file: 'sites/alpha/editing/xx',
        pointer: '',
        message: '"xx" is not one of the site\'s languages (en, sv-SE)',
      },
      {
        file: 'sites/alpha/editing/en/visitor.json',
        pointer: '/sitecore/context/pageEditing',
        message: 'must be true: a recorded editing payload is the Layout Service answer in edit mode',
      },
    ]);
  });

  it("refuses a $schema path that does not lead to the file's schema, naming the right one", () => {
    const root = projectWith('sites/alpha/content/en/news/winter-tyres.json', (json) => {
      json.$schema = '../../../../schemas/layout.schema.json';
    });
    const siteFile = path.join(root, 'sites/alpha/site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(siteFile, JSON.stringify({ ...site, $schema: '../../schemas/site.schema.json' }));
    const redirects = path.join(root, 'redirects/alpha.json');
    const table = JSON.parse(readFileSync(redirects, 'utf8')) as Record<string, unknown>;
    writeFileSync(redirects, JSON.stringify({ ...table, $schema: 'https://schemas.example/redirects.json' }));
    const errors = validateProject(root, fieldSchemas).filter((error) => error.pointer === '/$schema');
    expect(errors).toEqual([
      {
        file: 'sites/alpha/content/en/news/winter-tyres.json',
        pointer: '/$schema',
        message:
          'must be "../../../../../schemas/layout.schema.json" (the path from this file\'s folder to schemas/layout.schema.json)',
      },
    ]);
  });

  it('reports every problem at once, across files', () => {
    const root = projectWith('sites/alpha/site.json', (j) => (j.font = 'nope'));
    writeFileSync(path.join(root, 'sites/alpha/dictionary/en.json'), '{ not json');
    writeFileSync(path.join(root, 'redirects/nobody.json'), '{"rules": []}');
    const found = pointers(validateProject(root, fieldSchemas));
    // Exactly the three real problems: no follow-on errors from the invalid site being left out.
    expect(found).toEqual([
      'sites/alpha/site.json#/font',
      'sites/alpha/dictionary/en.json#',
      'redirects/nobody.json#',
    ]);
  });

  it('names a file that is not JSON', () => {
    const root = projectWith('sites/beta/site.json', () => undefined);
    writeFileSync(path.join(root, 'sites/beta/site.json'), '{ "name": ');
    const errors = validateProject(root, fieldSchemas);
    expect(errors[0]).toMatchObject({
      file: 'sites/beta/site.json',
      pointer: '',
      message: expect.stringMatching(/not valid JSON/),
    });
  });
});
