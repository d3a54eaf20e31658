import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFolders, generatedFiles, staleGeneratedFiles } from './generate';

const root = process.cwd();

/** The parts of the project the generator reads, copied to a temporary folder. */
function projectCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'generate-'));
  for (const dir of [
    'schemas',
    'scripts/seed/catalogues',
    'components',
    'registry',
    'runtime',
    'ui',
    'sites',
    'redirects',
  ])
    cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
  // Its `imports` map resolves the `#…` specifiers the sources use.
  cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  return copy;
}

// Each case imports every component entry through tsx: seconds of work, well past Vitest's 5 s default on
// a busy 2-core machine.
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
    const copy = projectCopy();
    try {
      const schemaFile = path.join(copy, 'components/RichText/richText.schema.json');
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { properties: Record<string, unknown> };
      schema.properties.subtitle = {
        $ref: 'https://schemas.car-retail.internal/fields.schema.json#/$defs/TextField',
      };
      writeFileSync(schemaFile, JSON.stringify(schema));
      expect(await staleGeneratedFiles(copy)).toContain('components/RichText/fields.generated.ts');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('loads a component lazily in the browser when its entry says lazy', async () => {
    const copy = projectCopy();
    try {
      const indexFile = path.join(copy, 'components/ContentCard/index.ts');
      writeFileSync(
        indexFile,
        readFileSync(indexFile, 'utf8').replace('fieldsSchema,', 'fieldsSchema, lazy: true,'),
      );
      const client =
        (await generatedFiles(copy)).get(path.join(copy, 'registry/components.generated.ts')) ?? '';
      expect(client).toContain(
        "const ContentCardChunk = dynamic(() => import('../components/ContentCard/ContentCard'));",
      );
      expect(client).toContain(
        'const ContentCard = (props: ComponentProps<typeof ContentCardChunk>) => createElement(ContentCardChunk, props);',
      );
      expect(client).toContain("import RichText from '../components/RichText/RichText';");
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('renders a component styled with MUI inside the MUI scope, one styled by CSS modules as it is', async () => {
    const scoped = (name: string, render: string) =>
      `const ${name} = (props: ComponentProps<typeof ${render}>) => createElement(MuiScope, null, createElement(${render}, props));`;
    const client = (await generatedFiles(process.cwd())).get(
      path.join(process.cwd(), 'registry/components.generated.ts'),
    );
    expect(client).toContain("const MuiScope = dynamic(() => import('../runtime/theme/MuiScope'));");
    expect(client).toContain(scoped('Kits', 'KitsChunk'));
    expect(client).toContain("import ContentCard from '../components/ContentCard/ContentCard';");
    const copy = projectCopy();
    try {
      const indexFile = path.join(copy, 'components/ContentCard/index.ts');
      writeFileSync(
        indexFile,
        readFileSync(indexFile, 'utf8').replace("styling: 'css-modules'", "styling: 'mui'"),
      );
      const muiClient =
        (await generatedFiles(copy)).get(path.join(copy, 'registry/components.generated.ts')) ?? '';
      expect(muiClient).toContain("import ContentCardRender from '../components/ContentCard/ContentCard';");
      expect(muiClient).toContain(scoped('ContentCard', 'ContentCardRender'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses an entry whose fieldsSchema is not its folder’s schema file', async () => {
    const copy = projectCopy();
    try {
      const indexFile = path.join(copy, 'components/ContentCard/index.ts');
      writeFileSync(indexFile, readFileSync(indexFile, 'utf8').replace('fieldsSchema,', 'fieldsSchema: {},'));
      await expect(generatedFiles(copy)).rejects.toThrow(
        /ContentCard\/index.ts: fieldsSchema must be contentCard.schema.json/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
