/**
 * Finds the Chromium the end-to-end tests drive (CHROME_PATH, then Debian's /usr/bin/chromium). On a
 * Debian machine running as root it installs Debian's `chromium` package; anywhere else it says how to
 * get one. Playwright's own browser download is never used (these machines have no internet).
 */
import { existsSync } from 'node:fs';
import { installDebianPackage } from './lib/debianPackage';

/**
 * Flags for Chromium started by our scripts: no sandbox (CI runs as root), no GPU, and none of the
 * background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  return CANDIDATES.find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string),
  );
}

const HOW_TO =
  'No Chromium found for the end-to-end tests.\n' +
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
  '  Elsewhere:     install Chromium or Chrome and set CHROME_PATH=/path/to/the/browser binary\n' +
  '  (npx playwright install is not used: it downloads a browser build.)';

export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  const installed = (await installDebianPackage('chromium', 'e2e: no Chromium found'))
    ? findChromium()
    : undefined;
  if (installed) return installed;
  console.error(HOW_TO);
  process.exit(1);
}

if (import.meta.filename === process.argv[1]) {
  console.log(await ensureChromium());
}
