import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything a production build is made from. */
const BUILD_INPUTS = [
  'components',
  'pages',
  'public',
  'registry',
  'runtime',
  'schemas',
  'ui',
  'sites',
  'redirects',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'scripts/compileHints.ts',
  'scripts/lib/compileHints.ts',
  'package-lock.json',
];

function newestMtime(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(file, name))),
    stat.mtimeMs,
  );
}

/** True when `<distDir>/BUILD_ID` exists and is newer than every build input. */
export function buildIsFresh(root: string, distDir = '.next'): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return BUILD_INPUTS.map((input) => path.join(root, input))
    .filter((input) => existsSync(input))
    .every((input) => newestMtime(input) <= built);
}
