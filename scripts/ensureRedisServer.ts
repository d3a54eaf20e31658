/**
 * Finds `redis-server` for the tests of the stores several instances share through Redis (the Vitest
 * suites in runtime/shared, runtime/editing, runtime/services/forms/outbox and
 * runtime/services/tireHotel/embedded, the multi-instance proof) and for bench:instances. On a Debian machine running as root it installs Debian's package; anywhere
 * else those tests are skipped and this says how to get it. `npm test` runs it before the unit tests, so
 * CI runs the Redis tests instead of skipping them.
 */
import { redisServerBinary } from '../tests/fixtures/redisServer';
import { installDebianPackage } from './lib/debianPackage';

/** The binary, installed first when it is missing and can be; `why` names the caller in what it says. */
export async function ensureRedisServer(why = 'tests'): Promise<string | undefined> {
  const found = redisServerBinary();
  if (found) return found;
  if (await installDebianPackage('redis-server', why)) return redisServerBinary();
  console.warn(
    'No redis-server found: the Redis tests are skipped. Debian/Ubuntu: sudo apt-get install -y redis-server',
  );
  return undefined;
}

if (import.meta.filename === process.argv[1]) {
  console.log((await ensureRedisServer()) ?? 'no redis-server');
}
