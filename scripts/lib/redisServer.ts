/**
 * The `redis-server` of the scripts that start their own (the multi-instance proof, bench:instances):
 * this machine's, or Debian's package installed as root when it is missing, as ensureChromium does for
 * Chromium.
 */
import { existsSync } from 'node:fs';
import { redisServerBinary } from '../../tests/fixtures/redisServer';
import { run } from './run';

/** The binary, installed first when it is missing and can be; undefined when it cannot. */
export async function ensureRedisServer(log: (message: string) => void): Promise<string | undefined> {
  const found = redisServerBinary();
  if (found) return found;
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    log('installing Debian package "redis-server" (running as root)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update'])) === 0)
      await run('apt-get', ['install', '-y', 'redis-server'], { env });
  }
  return redisServerBinary();
}
