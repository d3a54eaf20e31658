/**
 * Where the embedded engine's index files live: `data/search/<index>.json` under the working directory,
 * written by `npm run seed`; the engine only reads them. Server-only.
 */
import path from 'node:path';

export const SEARCH_DATA_DIR = path.join(process.cwd(), 'data', 'search');

/** `<dir>/<indexName>.json`. */
export function indexFile(indexName: string, dir = SEARCH_DATA_DIR): string {
  return path.join(dir, `${indexName}.json`);
}
