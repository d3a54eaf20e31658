/**
 * `npm run leads [-- --json]`: lists the lead outbox's pending, delivered and failed leads and the
 * embedded form hub's received submissions, newest first, from the sqlite files in FORMS_DATA_DIR
 * (default `data/forms/`), and with REDIS_URL set the leads of the outbox the instances share there
 * (docs/DEPLOYMENT.md); one line each, then a count by state on stderr. `--json` prints them as a JSON
 * array with every field, the form's values included. A file that does not exist yet is an empty list
 * and is not created. A Redis that cannot be reached (or does not answer within 5 s) is said on stderr
 * and the exit code is 1, after the local files are listed.
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { EmbeddedFormHub } from '../runtime/services/forms/embedded/EmbeddedFormHub';
import { embeddedHubFile, formsDataDir, leadOutboxFile } from '../runtime/services/forms';
import { LeadOutbox, type OutboxLead } from '../runtime/services/forms/outbox/LeadOutbox';
import { listSharedLeads } from '../runtime/services/forms/outbox/RedisLeadOutbox';
import { connectRedis, redisUrlFromEnv } from '../runtime/shared/redisConnection';
import { leadLine, leadListing, leadSummary } from './leads/leadListing';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--json')) {
  console.error('Usage: npm run leads [-- --json]');
  process.exit(2);
}

/** Reads a store's list and closes it; nothing when its file does not exist. */
function listOf<Store extends { close(): void }, Item>(
  file: string,
  open: (file: string) => Store,
  list: (store: Store) => Item[],
): Item[] {
  if (!existsSync(file)) return [];
  const store = open(file);
  try {
    return list(store);
  } finally {
    store.close();
  }
}

/** How long to wait for Redis before listing without it. */
const REDIS_WAIT_MS = 5_000;

/** The shared outbox's leads, or undefined (said on stderr) when Redis does not answer. */
async function sharedLeads(url: string): Promise<OutboxLead[] | undefined> {
  const redis = connectRedis(url, () => undefined);
  try {
    await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_WAIT_MS) });
    return await listSharedLeads(redis);
  } catch (error) {
    console.error(`The shared outbox in Redis could not be listed: ${(error as Error).message}`);
    return undefined;
  } finally {
    redis.destroy();
  }
}

const dataDir = formsDataDir();
const redisUrl = redisUrlFromEnv();
const shared = redisUrl ? await sharedLeads(redisUrl) : undefined;
const leads = leadListing(
  listOf(
    leadOutboxFile(dataDir),
    (file) => new LeadOutbox({ file }),
    (outbox) => outbox.list(),
  ),
  listOf(
    embeddedHubFile(dataDir),
    (file) => new EmbeddedFormHub({ file, siteNames: new Set() }),
    (hub) => hub.list(),
  ),
  shared,
);

if (args.includes('--json')) {
  console.log(JSON.stringify(leads, null, 2));
} else {
  for (const lead of leads) console.log(leadLine(lead));
  console.error(`${leadSummary(leads, { shared: shared !== undefined })} (${dataDir})`);
}
if (redisUrl && !shared) process.exitCode = 1;
