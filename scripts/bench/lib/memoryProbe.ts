/**
 * Loaded into the `next start` that `npm run bench:soak` measures (`node --import`, through the server's
 * NODE_OPTIONS), never into the app itself: V8's heap is only visible from inside the process, and the
 * app should not expose it to anyone. Once a second it writes the process's `memoryUsage()` to
 * `memory-<pid>.json` in MEMORY_PROBE_DIR; on SIGUSR2 it collects garbage first (the server runs with
 * `--expose-gc`) and writes `memory-<pid>-after-gc.json`, a sample of what the process holds rather than
 * of what it has not freed yet (a file of its own, which the next periodic sample cannot overwrite).
 * Without MEMORY_PROBE_DIR it does nothing. Plain erasable TypeScript: Node strips the types itself.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ProbeSample {
  pid: number;
  /** `Date.now()` when taken. */
  at: number;
  afterGc: boolean;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export const PROBE_DIR_VARIABLE = 'MEMORY_PROBE_DIR';
export const PROBE_SIGNAL = 'SIGUSR2';
const INTERVAL_MS = 1000;

export function probeFile(dir: string, pid: number, afterGc: boolean): string {
  return path.join(dir, afterGc ? `memory-${pid}-after-gc.json` : `memory-${pid}.json`);
}

function writeSample(dir: string, afterGc: boolean): void {
  const sample: ProbeSample = { pid: process.pid, at: Date.now(), afterGc, ...process.memoryUsage() };
  const file = probeFile(dir, process.pid, afterGc);
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(sample));
  renameSync(`${file}.tmp`, file);
}

const dir = process.env[PROBE_DIR_VARIABLE];
if (dir) {
  writeSample(dir, false);
  setInterval(() => writeSample(dir, false), INTERVAL_MS).unref();
  process.on(PROBE_SIGNAL, () => {
    globalThis.gc?.();
    writeSample(dir, true);
  });
}
