/**
 * The memory of a server the soak runs against, seen from outside: resident set (now and peak) from
 * `/proc/<pid>/status`, which needs nothing from the server, and V8's heap from the probe the server was
 * started with (lib/memoryProbe.ts). Linux only, like the machines the benches run on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROBE_DIR_VARIABLE, PROBE_SIGNAL, probeFile, type ProbeSample } from './memoryProbe';

export interface MemorySample {
  /** `Date.now()` of the reading. */
  at: number;
  rssBytes: number;
  /** The largest resident set the process has had so far (VmHWM). */
  peakRssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory of C++ objects bound to JavaScript, array buffers included. */
  externalBytes: number;
  /** Taken right after a full garbage collection. */
  afterGc: boolean;
}

export interface ProcStatus {
  rssBytes: number;
  peakRssBytes: number;
}

/** The server may still be finishing the renders the load left in flight. */
const SETTLE_TIMEOUT_MS = 60_000;
const POLL_MS = 100;

/** VmRSS and VmHWM of a `/proc/<pid>/status` text, in bytes. */
export function parseProcStatus(text: string): ProcStatus {
  const kilobytes = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text);
    if (!match) throw new Error(`/proc status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kilobytes('VmRSS'), peakRssBytes: kilobytes('VmHWM') };
}

/** The environment that loads the probe into a server, writing into `dir`. */
export function probeEnvironment(dir: string): Record<string, string> {
  const probe = new URL('./memoryProbe.ts', import.meta.url).href;
  const inherited = process.env.NODE_OPTIONS ?? '';
  return {
    [PROBE_DIR_VARIABLE]: dir,
    NODE_OPTIONS: `${inherited} --expose-gc --import=${probe}`.trim(),
  };
}

function readProbe(dir: string, pid: number, afterGc: boolean): ProbeSample | null {
  const file = probeFile(dir, pid, afterGc);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ProbeSample;
}

function toSample(pid: number, probe: ProbeSample): MemorySample {
  return {
    at: Date.now(),
    ...parseProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8')),
    heapUsedBytes: probe.heapUsed,
    heapTotalBytes: probe.heapTotal,
    externalBytes: probe.external,
    afterGc: probe.afterGc,
  };
}

/** Reads a server's memory: now (the heap as of the probe's last second), or after a full GC. */
export class ServerMemory {
  constructor(
    private readonly pid: number,
    private readonly dir: string,
  ) {}

  now(): MemorySample {
    const probe = readProbe(this.dir, this.pid, false);
    if (!probe) throw new Error(`The server (pid ${this.pid}) has no memory probe: was it started with it?`);
    return toSample(this.pid, probe);
  }

  /** Asks the probe to collect garbage and waits for the sample it then writes. */
  async settled(): Promise<MemorySample> {
    // Throws unless the probe is there: without its handler, the signal would end the server.
    this.now();
    const asked = Date.now();
    process.kill(this.pid, PROBE_SIGNAL);
    const deadline = asked + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const probe = readProbe(this.dir, this.pid, true);
      if (probe && probe.at >= asked) return toSample(this.pid, probe);
      await sleep(POLL_MS);
    }
    throw new Error(`The server (pid ${this.pid}) wrote no sample after GC within ${SETTLE_TIMEOUT_MS} ms`);
  }
}
