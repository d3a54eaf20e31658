/**
 * The app the end-to-end tests run against: scripts/e2e.ts copies the project to `.e2e/app`, seeds and
 * builds it there and serves it, so its demo stock and stores live there, not in the working tree (a clean
 * clone has no `data/`). Everything is read when a test asks, not when Playwright loads the spec files,
 * which happens before the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const servedAppDir = path.join(process.cwd(), '.e2e', 'app');

const stockCache = new Map<string, unknown[]>();

/** The records of a seeded search index of the served app (`data/search/<index>.json`). */
export function servedIndex<T>(index: string): T[] {
  const cached = stockCache.get(index);
  if (cached) return cached as T[];
  const file = path.join(servedAppDir, 'data', 'search', `${index}.json`);
  if (!existsSync(file))
    throw new Error(`${file} does not exist: run the end-to-end tests with npm run test:e2e`);
  const records = JSON.parse(readFileSync(file, 'utf8')) as T[];
  stockCache.set(index, records);
  return records;
}
