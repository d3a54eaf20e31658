import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFolders, generatedFiles, staleGeneratedFiles } from './generate';

const root = process.cwd();

describe('generated files', () => {
  it('are up to date with the schemas and component folders (run npm run generate)', async () => {
    expect(await staleGeneratedFiles(root)).toEqual([]);
  });

  it('register every component folder in all three registry maps', async () => {
    const files = await generatedFiles(root);
    const names = componentFolders(root);
    for (const map of ['entries', 'components', 'fieldSchemas']) {
      const source = files.get(path.join(root, 'registry', `${map}.generated.ts`)) ?? '';
      for (const name of names) expect(source).toContain(`  ${name},`);
    }
  });

  it('notices a schema change that was not regenerated', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'generate-'));
    try {
      for (const dir of ['schemas', 'components', 'registry', 'runtime'])
        cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      const schemaFile = path.join(copy, 'components/RichText/richText.schema.json');
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { properties: Record<string, unknown> };
      schema.properties.subtitle = {
        $ref: 'https://schemas.car-retail.internal/fields.schema.json#/$defs/TextField',
      };
      writeFileSync(schemaFile, JSON.stringify(schema));
      const stale = await staleGeneratedFiles(copy);
      expect(stale).toContain('components/RichText/fields.generated.ts');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
