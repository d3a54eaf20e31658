import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { formatConfigError } from '../config/ConfigError';
import { validateCatalogues } from './validateCatalogues';

const FIXTURE_SITES = path.join(import.meta.dirname, '../../tests/fixtures/project/sites');
const roots: string[] = [];

/** The fixture project's sites (alpha: en + sv-SE, the default; beta: fi-FI) and these catalogue files. */
function projectWith(catalogues: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  roots.push(root);
  cpSync(FIXTURE_SITES, path.join(root, 'sites'), { recursive: true });
  for (const [component, catalogue] of Object.entries(catalogues)) {
    mkdirSync(path.join(root, 'components', component), { recursive: true });
    const text = typeof catalogue === 'string' ? catalogue : JSON.stringify(catalogue);
    writeFileSync(path.join(root, 'components', component, 'catalogue.json'), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const registry = { PageIntro: fieldSchemas.PageIntro ?? {}, RichText: fieldSchemas.RichText ?? {} };
const intro = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'Intro',
  fields,
  ...extra,
});
const validIntro = { title: { value: 'Välkommen' } };
const richText = { examples: [{ name: 'Text', fields: { text: { value: '<p>Hej</p>' } } }] };
const messages = (root: string) => validateCatalogues(root, registry).map(formatConfigError);

describe('validateCatalogues', () => {
  it('accepts the real project: every component has examples that fit its fields', () => {
    expect(validateCatalogues(process.cwd(), fieldSchemas)).toEqual([]);
  });

  it('accepts examples in the default site and in a named market and language', () => {
    const root = projectWith({
      PageIntro: {
        examples: [
          intro(validIntro),
          intro(validIntro, { name: 'Finnish', site: 'beta', routePath: '/uutiset', params: { a: 'b' } }),
          intro(validIntro, { name: 'Swedish', language: 'sv-SE' }),
        ],
      },
      RichText: richText,
    });
    expect(messages(root)).toEqual([]);
  });

  it('reports a component without catalogue examples', () => {
    expect(messages(projectWith({ RichText: richText }))).toEqual([
      'components/PageIntro/catalogue.json#/: missing: every component has catalogue examples (schemas/catalogue.schema.json; npm run new-component writes one)',
    ]);
  });

  it('reports a file that is no JSON, or does not fit the catalogue schema', () => {
    const root = projectWith({ PageIntro: '{"examples": [', RichText: { examples: [], extra: true } });
    const found = messages(root);
    expect(found[0]).toMatch(/^components\/PageIntro\/catalogue\.json#\/: not valid JSON/);
    expect(found.slice(1)).toEqual([
      'components/RichText/catalogue.json#/: unknown property "extra"',
      'components/RichText/catalogue.json#/examples: must NOT have fewer than 1 items',
    ]);
  });

  it('checks every example’s fields against the component’s field schema, all at once, with near-misses', () => {
    const root = projectWith({
      PageIntro: {
        examples: [
          intro({ titel: { value: 'Stavfel' } }),
          intro({ title: { value: 1, extra: 2 } }, { name: 'Two' }),
        ],
      },
      RichText: richText,
    });
    expect(messages(root)).toEqual([
      'components/PageIntro/catalogue.json#/examples/0/fields: missing required property "title"',
      'components/PageIntro/catalogue.json#/examples/0/fields: unknown property "titel" (did you mean "title"?)',
      'components/PageIntro/catalogue.json#/examples/1/fields/title: unknown property "extra"',
    ]);
  });

  it('checks nested renderings like content: an unknown component, fields that do not fit', () => {
    const root = projectWith({
      PageIntro: {
        examples: [
          intro(validIntro, {
            placeholders: {
              inner: [
                { uid: 'a', componentName: 'RichTxt', fields: {} },
                { uid: 'b', componentName: 'RichText', fields: {} },
              ],
            },
          }),
        ],
      },
      RichText: richText,
    });
    expect(messages(root)).toEqual([
      'components/PageIntro/catalogue.json#/examples/0/placeholders/inner/0/componentName: unknown component "RichTxt" (not in the registry) (did you mean "RichText"?)',
      'components/PageIntro/catalogue.json#/examples/0/placeholders/inner/1/fields: missing required property "text"',
    ]);
  });

  it('reports an unknown market or language and a name whose anchor is taken', () => {
    const root = projectWith({
      PageIntro: {
        examples: [
          intro(validIntro, { site: 'gamma' }),
          intro(validIntro, { name: 'Finnish', site: 'beta', language: 'sv-SE' }),
          intro(validIntro, { name: 'intro!' }),
          intro(validIntro, { name: '–' }),
        ],
      },
      RichText: richText,
    });
    expect(messages(root)).toEqual([
      'components/PageIntro/catalogue.json#/examples/0/site: no site named "gamma" in sites/ (alpha, beta)',
      'components/PageIntro/catalogue.json#/examples/1/language: "sv-SE" is not one of beta\'s languages (fi-FI)',
      'components/PageIntro/catalogue.json#/examples/2/name: must be unique in the file: its anchor "#intro" is /examples/0/name\'s',
      'components/PageIntro/catalogue.json#/examples/3/name: must contain a letter or digit (its anchor)',
    ]);
  });
});
