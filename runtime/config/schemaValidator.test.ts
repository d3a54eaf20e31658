import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { projectValidator, validateWith } from './schemaValidator';

const schemasDir = path.join(process.cwd(), 'schemas');
const projectSchemaFiles = readdirSync(schemasDir).filter((file) => file.endsWith('.schema.json'));
const metaSchema = new Ajv2020({ strict: false });

describe('the shared ajv', () => {
  // It skips the meta-schema check when it compiles (a fresh process compiles every schema it validates
  // with); this is that check, for every schema it is given.
  it.each([
    ...projectSchemaFiles.map((file): [string, object] => [
      `schemas/${file}`,
      JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as object,
    ]),
    ...Object.entries(fieldSchemas).map(([name, schema]): [string, object] => [`component ${name}`, schema]),
  ])('is given a valid JSON Schema: %s', (_, schema) => {
    expect(metaSchema.validateSchema(schema), metaSchema.errorsText(metaSchema.errors)).toBe(true);
  });

  it('names the property a misspelt one most likely meant, at any depth', () => {
    const site = JSON.parse(
      readFileSync(path.join(process.cwd(), 'sites/carstoresesite/site.json'), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    const misspelt = { ...site, paths: { ...site.paths, carLst: '/x' }, features: { financeQoutes: true } };
    expect(validateWith(projectValidator('site'), misspelt, 'site.json')).toEqual([
      {
        file: 'site.json',
        pointer: '/paths',
        message: 'unknown property "carLst" (did you mean "carList"?)',
      },
      {
        file: 'site.json',
        pointer: '/features',
        message: 'unknown property "financeQoutes" (did you mean "financeQuotes"?)',
      },
    ]);
  });
});
