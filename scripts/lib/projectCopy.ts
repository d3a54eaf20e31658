/**
 * A copy of the project's own files for a run that must not touch the working tree (the end-to-end build
 * in `.e2e/app`, a scaffold tried in a temporary folder): everything a clean clone has, without what
 * builds, runs and tests leave behind. node_modules is not copied; the caller links it.
 */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  '.e2e',
  '.git',
  '.bench',
  'data',
  'test-results',
  'test-reports',
  'playwright-report',
]);

export function copyProject(root: string, destination: string): void {
  for (const name of readdirSync(root)) {
    if (!NOT_COPIED.has(name))
      cpSync(path.join(root, name), path.join(destination, name), { recursive: true });
  }
}
