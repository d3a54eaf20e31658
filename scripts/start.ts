/**
 * `npm start`: seeds the demo stock of the embedded search engine when it is missing, builds when the
 * build is missing or older than the sources, then serves the site on http://localhost:3000 (every market
 * at http://<site-name>.localhost:3000). PORT changes the port.
 */
import { buildIsFresh } from './lib/buildFreshness';
import { childEnv, run, runOrExit } from './lib/run';

const root = process.cwd();
if (buildIsFresh(root)) {
  await runOrExit('npm', ['run', '--silent', 'seed'], { env: childEnv() });
} else {
  // The build seeds first (prebuild).
  console.log('start: building (no build yet, or sources changed since the last one)…');
  await runOrExit('npm', ['run', 'build'], { env: childEnv() });
}
const port = process.env.PORT ?? '3000';
console.log(`start: serving on http://localhost:${port} — markets at http://<site-name>.localhost:${port}`);
process.exit(
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { env: childEnv() }),
);
