import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Machine {
  cores: number;
  cpu: string;
  os: string;
  node: string;
}

/** `os.loadavg()` (1, 5 and 15 minutes) when a run started and when it ended: other work on the machine. */
export interface LoadAverage {
  start: number[];
  end: number[];
}

/** The machine a run measured on, for the heading of its figures. */
export function describeMachine(): Machine {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** The installed Next.js, which is what the servers run (package.json may hold a range). */
export function installedNextVersion(root: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}
