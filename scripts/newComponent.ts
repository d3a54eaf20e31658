/**
 * `npm run new-component -- <Name>`: writes `components/<Name>/` (registry entry, component, field
 * schema, test and catalogue examples, scripts/lib/componentScaffold.ts), formatted like the project, and
 * runs the generator, so the component is in the registry and usable in layout JSON at once. A name that is no PascalCase name, or
 * that a component already has, is refused with the reason and exit code 2; nothing is written then.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { componentSlug } from '../runtime/catalogue/catalogueSlugs';
import { componentNameProblem, componentScaffoldFiles } from './lib/componentScaffold';
import { childEnv, run } from './lib/run';

const USAGE = 'Usage: npm run new-component -- <Name>   (a PascalCase name, e.g. PriceBadge)';
const REFUSED = 2;

function refuse(message: string): never {
  console.error(`new-component: ${message}\n${USAGE}`);
  process.exit(REFUSED);
}

const root = process.cwd();
const args = process.argv.slice(2);
const [name] = args;
if (args.length !== 1 || !name) refuse(args.length === 0 ? 'no name given' : 'give exactly one name');

const componentsDir = path.join(root, 'components');
const existing = existsSync(componentsDir)
  ? readdirSync(componentsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const problem = componentNameProblem(name, existing);
if (problem) refuse(problem);

const folder = path.join(componentsDir, name);
mkdirSync(folder, { recursive: true });
const files = componentScaffoldFiles(name);
// Formatted as the project formats its code: how a line breaks depends on the name's length.
for (const [file, content] of files) {
  const target = path.join(folder, file);
  writeFileSync(target, await format(content, { ...(await resolveConfig(target)), filepath: target }));
}

const generated = await run('npm', ['run', '--silent', 'generate'], { cwd: root, env: childEnv() });
if (generated !== 0) {
  console.error(`new-component: components/${name} is written, but npm run generate failed (above)`);
  process.exit(generated);
}

const relative = path.relative(root, folder);
console.log(`new-component: wrote ${relative}/ (${[...files.keys()].join(', ')}) and ran npm run generate.
  Use it in layout JSON:  { "uid": "…", "componentName": "${name}", "fields": { "heading": { "value": "…" } } }
  See it:                 npm run dev, then http://localhost:3000/_catalogue/${componentSlug(name)}
  Test it:                npx vitest run ${relative}`);
