/**
 * Installs a Debian package when a test script needs a program this machine lacks (Chromium for the
 * end-to-end tests, redis-server for the shared stores): only on Debian and only as root, as CI runs.
 * Elsewhere nothing is installed and the caller says what to do.
 */
import { existsSync } from 'node:fs';
import { run } from './run';

/** True when this is a Debian machine and the process may install packages. */
export const canInstallDebianPackages = (): boolean =>
  existsSync('/etc/debian_version') && process.getuid?.() === 0;

/** `apt-get update` then `apt-get install -y <name>`; true when both succeeded. */
export async function installDebianPackage(name: string, why: string): Promise<boolean> {
  if (!canInstallDebianPackages()) return false;
  console.log(`${why}: installing Debian package "${name}" (running as root)…`);
  if ((await run('apt-get', ['update'])) !== 0) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (await run('apt-get', ['install', '-y', name], { env })) === 0;
}
