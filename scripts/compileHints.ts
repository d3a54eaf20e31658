/**
 * `postbuild` (after `next build`): marks the build's browser chunks for V8 to compile off the main
 * thread (scripts/lib/compileHints.ts). Exit code 1 when there is no build to mark.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { markChunks } from './lib/compileHints';

const chunksDir = path.join(import.meta.dirname, '..', '.next', 'static', 'chunks');
if (!existsSync(chunksDir)) {
  console.error(`${chunksDir} does not exist: run next build first`);
  process.exit(1);
}
console.log(`compile hints: ${markChunks(chunksDir)} chunks marked`);
