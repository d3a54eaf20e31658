/**
 * `npm run new-component` in a temporary copy of the project, as a developer runs it: the component it
 * writes is in the registry at once, `npm run validate` accepts it in layout JSON (and refuses a field it
 * does not have), the generated files are current, and the test it wrote passes. Names it must refuse
 * are refused with exit code 2 and nothing written.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from './lib/projectCopy';
import { childEnv } from './lib/run';

const root = process.cwd();
const NAME = 'PriceBadge';

let copy = '';

/** A developer's shell, without colours and without the running Vitest's own variables. */
function shellEnv(): NodeJS.ProcessEnv {
  const env = childEnv({ NO_COLOR: '1' });
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}

function npm(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: shellEnv(),
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A content page of the copy with one rendering of the new component in its main placeholder. */
function placeOnPage(fields: Record<string, unknown>): void {
  const file = path.join(copy, 'sites/carstoresesite/content/sv-SE/om-oss.json');
  const page = JSON.parse(readFileSync(file, 'utf8')) as {
    sitecore: { route: { placeholders: { main: unknown[] } } };
  };
  page.sitecore.route.placeholders.main.push({ uid: 'price-badge-1', componentName: NAME, fields });
  writeFileSync(file, JSON.stringify(page, null, 2));
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-component-'));
  copyProject(root, copy);
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

// Each step starts tsx or Vitest in the copy: seconds each on a busy 2-core machine.
describe('npm run new-component', { timeout: 180_000 }, () => {
  it('writes the folder, registers it, and it validates, generates and passes its own test', () => {
    const created = npm('new-component', '--', NAME);
    expect(created.output).toContain(`wrote components/${NAME}/`);
    expect(created.code).toBe(0);
    for (const file of [
      'index.ts',
      `${NAME}.tsx`,
      'priceBadge.schema.json',
      `${NAME}.test.tsx`,
      'catalogue.json',
    ]) {
      expect(existsSync(path.join(copy, 'components', NAME, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(copy, 'components', NAME, 'fields.generated.ts'), 'utf8')).toContain(
      `export interface ${NAME}Fields`,
    );
    for (const map of ['entries', 'components', 'fieldSchemas', 'catalogues']) {
      expect(readFileSync(path.join(copy, 'registry', `${map}.generated.ts`), 'utf8'), map).toContain(
        `  ${NAME},`,
      );
    }

    placeOnPage({ heading: { value: 'Fast pris på service' } });
    const valid = npm('validate');
    expect(valid.output).toContain('Configuration is valid.');
    expect(valid.code).toBe(0);

    const current = npm('generate:check');
    expect(current.output).toContain('Generated files are up to date.');

    const tested = spawnSync(
      path.join(copy, 'node_modules/.bin/vitest'),
      ['run', `components/${NAME}`, '--reporter=dot'],
      { cwd: copy, encoding: 'utf8', env: shellEnv() },
    );
    expect(`${tested.stdout}${tested.stderr}`).toMatch(/Tests\s+3 passed/);
    expect(tested.status).toBe(0);

    placeOnPage({ heading: { value: 'Fast pris' }, price: { value: '995 kr' } });
    const refused = npm('validate');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'sites/carstoresesite/content/sv-SE/om-oss.json#/sitecore/route/placeholders/main/',
    );
    expect(refused.output).toContain('/fields: unknown property "price"');
  });

  it('refuses an existing name and one that is no PascalCase name, with exit code 2 and nothing written', () => {
    const before = readdirSync(path.join(copy, 'components')).length;
    const existing = npm('new-component', '--', 'Faq');
    expect(existing.code).toBe(2);
    expect(existing.output).toContain('new-component: components/Faq already exists: pick another name');
    const invalid = npm('new-component', '--', 'price-badge');
    expect(invalid.code).toBe(2);
    expect(invalid.output).toContain('new-component: "price-badge" is not a component name: PascalCase');
    expect(invalid.output).toContain('Usage: npm run new-component -- <Name>');
    expect(readdirSync(path.join(copy, 'components'))).toHaveLength(before);
  });
});
