/**
 * `npm run leads [-- --json]`: lists the lead outbox's pending, delivered and failed leads and the
 * embedded form hub's received submissions, newest first, from the sqlite files in FORMS_DATA_DIR
 * (default `data/forms/`); one line each, then a count by state on stderr. `--json` prints them as a JSON
 * array with every field, the form's values included. A file that does not exist yet is an empty list
 * and is not created.
 */
import { existsSync } from 'node:fs';
import { EmbeddedFormHub } from '../runtime/services/forms/embedded/EmbeddedFormHub';
import { embeddedHubFile, formsDataDir, leadOutboxFile } from '../runtime/services/forms';
import { LeadOutbox } from '../runtime/services/forms/outbox/LeadOutbox';
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

const dataDir = formsDataDir();
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
);

if (args.includes('--json')) {
  console.log(JSON.stringify(leads, null, 2));
} else {
  for (const lead of leads) console.log(leadLine(lead));
  console.error(`${leadSummary(leads)} (${dataDir})`);
}
