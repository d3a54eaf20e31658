/**
 * `npm run test:e2e`: Playwright in real Chromium against a production build.
 *
 * The build is made in `.e2e/app`, a copy of the project plus the end-to-end fixtures
 * (tests/e2e/fixtures: a component that always throws and a page using it) and a ninth market made there
 * by `npm run new-site` (tests/e2e/newSite.ts), so the working tree and its generated files stay
 * untouched. node_modules is hard-linked, not copied. `data/` is not copied: the build seeds the demo
 * stock afresh and the embedded services start empty, as on a clean clone, whatever a developer's own
 * `data/` holds.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { newSite, newSiteArguments } from '../tests/e2e/newSite';
import { ensureChromium } from './ensureChromium';
import { pollUntil } from './lib/pollUntil';
import { copyProject } from './lib/projectCopy';
import { childEnv, run, runOrExit } from './lib/run';

const root = process.cwd();
const appDir = path.join(root, '.e2e', 'app');
const fixtures = path.join(root, 'tests', 'e2e', 'fixtures');
const port = process.env.E2E_PORT ?? '3100';
// The page editor's secret, known to the server and to the tests of the editing routes (editing.spec.ts).
const editing = { JSS_EDITING_SECRET: process.env.JSS_EDITING_SECRET ?? 'e2e-editing-secret' };

function prepareApp(): void {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  copyProject(root, appDir);
  cpSync(path.join(fixtures, 'components'), path.join(appDir, 'components'), { recursive: true });
  cpSync(path.join(fixtures, 'sites'), path.join(appDir, 'sites'), { recursive: true });
}

const chromium = await ensureChromium();
prepareApp();
await runOrExit('cp', ['-al', path.join(root, 'node_modules'), path.join(appDir, 'node_modules')]);
// The ninth market of tests/e2e/newSite.spec.ts, made in the copy as a site manager makes one; the build
// then validates and builds it with the others, so it costs no build of its own.
const scaffolding = performance.now();
await runOrExit('npm', ['run', '--silent', 'new-site', '--', ...newSiteArguments], {
  cwd: appDir,
  env: childEnv(),
});
console.log(
  `e2e: npm run new-site made ${newSite.name} in ${((performance.now() - scaffolding) / 1000).toFixed(1)} s`,
);
await runOrExit('npm', ['run', 'build'], { cwd: appDir, env: childEnv() });

// Bound to loopback by address, as a production server behind a load balancer would be: pages must answer
// (they hung on `-H` while the proxy rewrote every page to /site/…).
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', port],
  {
    cwd: appDir,
    env: childEnv(editing),
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let code = 1;
try {
  const health = `http://localhost:${port}/healthz`;
  await pollUntil(`${health} answers`, async () => (await fetch(health)).status < 500, {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
  const args = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
  code = await run(process.execPath, args, {
    env: childEnv({ ...editing, CHROME_PATH: chromium, E2E_BASE_PORT: port }),
  });
} finally {
  server.kill('SIGTERM');
}
if (existsSync(appDir) && code === 0 && !process.env.E2E_KEEP)
  rmSync(path.join(root, '.e2e'), { recursive: true, force: true });
process.exit(code);
