import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../runtime/config/ConfigError';
import { CATALOGUE_DIR, loadCatalogues } from './loadCatalogues';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
  cpSync(CATALOGUE_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a catalogue of the copy and returns its path as errors name it. */
const write = (name: string, text: string) => {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, text);
  return path.relative(process.cwd(), file);
};

describe('loadCatalogues', () => {
  it('loads the committed catalogues', () => {
    const { brands, countries, kits, vocabulary } = loadCatalogues();
    expect(brands.brands.length).toBeGreaterThan(20);
    expect(Object.keys(countries.countries)).toEqual(['SE', 'NO', 'FI', 'SK', 'GB']);
    expect(Object.keys(vocabulary.languages)).toEqual(['sv', 'nb', 'fi', 'sk', 'en']);
    expect(kits.kinds).toHaveLength(10);
  });

  it('refuses broken catalogues, naming the file and the JSON pointer of every problem at once', () => {
    // Typed as far as the test breaks it.
    const brands = JSON.parse(readFileSync(path.join(dir, 'brands.json'), 'utf8')) as {
      brands: [{ models: [{ body: string }] }, { wmi?: string }];
    };
    brands.brands[0].models[0].body = 'truck';
    delete brands.brands[1].wmi;
    const brandsFile = write('brands', JSON.stringify(brands));
    const kitsFile = write('kits', '{ "kinds": [');
    const load = () => loadCatalogues(dir);
    expect(load).toThrow(InvalidConfigError);
    expect(load).toThrow(
      `${brandsFile}#/brands/0/models/0/body: must be equal to one of the allowed values: sedan,`,
    );
    expect(load).toThrow(`${brandsFile}#/brands/1: missing required property "wmi"`);
    expect(load).toThrow(`${kitsFile}#/: not valid JSON`);
  });
});
