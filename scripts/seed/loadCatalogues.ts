/**
 * The catalogues of the demo stock: the JSON tables in scripts/seed/catalogues/ (brands, countries,
 * vocabulary, kits), loaded together on first use and validated against the schemas beside them, so a
 * broken table stops the seed with `file#/pointer: message` for every problem before anything is written.
 * Their types are generated from the same schemas (`npm run generate`).
 */
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { type ConfigError, InvalidConfigError } from '../../runtime/config/ConfigError';
import { readJsonFile } from '../../runtime/config/loadSiteConfigs';
import { validateWith } from '../../runtime/config/schemaValidator';
import type { BrandCatalogue } from './catalogues/brands.generated';
import brandsSchema from './catalogues/brands.schema.json';
import type { CountryCatalogue } from './catalogues/countries.generated';
import countriesSchema from './catalogues/countries.schema.json';
import keysSchema from './catalogues/keys.schema.json';
import type { KitCatalogue } from './catalogues/kits.generated';
import kitsSchema from './catalogues/kits.schema.json';
import type { VocabularyCatalogue } from './catalogues/vocabulary.generated';
import vocabularySchema from './catalogues/vocabulary.schema.json';

interface Catalogues {
  brands: BrandCatalogue;
  countries: CountryCatalogue;
  kits: KitCatalogue;
  vocabulary: VocabularyCatalogue;
}

type CatalogueName = keyof Catalogues;

const CATALOGUE_SCHEMAS: Readonly<Record<CatalogueName, { $id: string }>> = {
  brands: brandsSchema,
  countries: countriesSchema,
  kits: kitsSchema,
  vocabulary: vocabularySchema,
};

export const CATALOGUE_DIR = path.join(import.meta.dirname, 'catalogues');

let catalogueAjv: Ajv2020 | undefined;

/**
 * One ajv for the catalogue schemas, strict like the project's (runtime/config/schemaValidator.ts) but
 * without useDefaults, as a catalogue states every value, and without code optimisation: each validator
 * runs once per seed, and optimising took ten times longer (≈0.5 s) than validating.
 */
function catalogueValidator(name: CatalogueName): ValidateFunction {
  if (!catalogueAjv) {
    catalogueAjv = new Ajv2020({
      allErrors: true,
      strict: true,
      allowUnionTypes: true,
      code: { optimize: false },
    });
    catalogueAjv.addSchema(keysSchema);
    for (const schema of Object.values(CATALOGUE_SCHEMAS)) catalogueAjv.addSchema(schema);
  }
  const validate = catalogueAjv.getSchema(CATALOGUE_SCHEMAS[name].$id);
  if (!validate) throw new Error(`Catalogue schema ${name} is not registered`);
  return validate;
}

/** Reads and validates every catalogue in `dir`; an InvalidConfigError lists the problems of them all. */
export function loadCatalogues(dir = CATALOGUE_DIR): Catalogues {
  const root = process.cwd();
  const errors: ConfigError[] = [];
  const read = <N extends CatalogueName>(name: N): Catalogues[N] => {
    const file = path.join(dir, `${name}.json`);
    const { data, error } = readJsonFile(root, file);
    errors.push(
      ...(error ? [error] : validateWith(catalogueValidator(name), data, path.relative(root, file))),
    );
    return data as Catalogues[N];
  };
  const loaded = {
    brands: read('brands'),
    countries: read('countries'),
    kits: read('kits'),
    vocabulary: read('vocabulary'),
  };
  if (errors.length > 0) throw new InvalidConfigError(errors);
  return loaded;
}

let loaded: Catalogues | undefined;

/** The committed catalogues, loaded once per process, before anything is generated from them. */
export function catalogues(): Catalogues {
  loaded ??= loadCatalogues();
  return loaded;
}
