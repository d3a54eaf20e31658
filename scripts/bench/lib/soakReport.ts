/**
 * How `npm run bench:soak` reads, in the terminal and in the "Soak" section of docs/BENCHMARKS.md:
 * throughput and latency of the mixed load, its answers split into expected ones and faults, answers by
 * kind of request, and the server's memory at start, halfway, at the end and after the load,
 * beside the run kept from before the memory bounds (scripts/bench/reference/soakBefore.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Machine } from './environment';
import {
  count,
  environmentLine,
  indent,
  markdownTable,
  megabytes,
  perSecond,
  readableDate,
  renderTable,
} from './format';
import type { MemorySample } from './serverMemory';
import { unexpectedCount, type SoakLoadResult } from './soakLoad';

export interface SoakMemory {
  /** Server ready, before the load, after a full GC. */
  start: MemorySample;
  /** Halfway through the load, after a full GC. */
  middle: MemorySample;
  /** The last second of the load. */
  end: MemorySample;
  /** After the load, after a full GC: what the server holds on to. */
  settled: MemorySample;
}

export interface SoakBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  /** The commit the run measured (`git rev-parse --short HEAD`). */
  commit: string;
  workload: {
    /** Requests in one cycle of the mix. */
    cycle: number;
    markets: string[];
  };
  load: SoakLoadResult;
  memory: SoakMemory;
}

/** The run the doc compares every run with: the same bench before the memory bounds. */
export type SoakReference = Pick<SoakBenchmark, 'date' | 'commit' | 'load' | 'memory'>;

const REFERENCE_FILE = new URL('../reference/soakBefore.json', import.meta.url);

function readReference(): SoakReference | null {
  if (!existsSync(REFERENCE_FILE)) return null;
  return JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as SoakReference;
}

type Run = Pick<SoakBenchmark, 'commit' | 'load' | 'memory'>;

function loadRows(runs: readonly Run[]): string[][] {
  const row = (label: string, figure: (load: SoakLoadResult) => string): string[] => [
    label,
    ...runs.map((run) => figure(run.load)),
  ];
  return [
    row('duration, connections', (load) => `${load.durationSeconds} s, ${load.connections}`),
    row('requests answered', (load) => count(load.requests)),
    row('requests per second', (load) => perSecond(load.requestsPerSecond)),
    row('latency p50 / p99', (load) => `${load.latencyP50Ms} / ${load.latencyP99Ms} ms`),
    row('2xx', (load) => count(load.statusClasses['2xx'])),
    row('3xx', (load) => count(load.statusClasses['3xx'])),
    row('4xx, expected (unknown paths, invalid bodies)', (load) => count(load.expected4xx)),
    row('answers with another status than expected', (load) => count(load.unexpectedAnswers)),
    row('5xx', (load) => count(load.statusClasses['5xx'])),
    row('socket errors', (load) => count(load.socketErrors)),
    row('timeouts', (load) => count(load.timeouts)),
  ];
}

function loadHeader(runs: readonly Run[]): string[] {
  return ['figure', ...runs.map((run) => `commit ${run.commit}`)];
}

function kindRows(load: SoakLoadResult): string[][] {
  return load.byKind.map((tally) => {
    const unexpected = Object.entries(tally.unexpected)
      .map(([status, times]) => `${count(times)} × ${status}`)
      .join(', ');
    return [tally.kind, String(tally.expectedStatus), count(tally.answers), unexpected || '0'];
  });
}

const KIND_HEADER = ['kind', 'expected', 'answers', 'unexpected'];

const MEMORY_POINTS: readonly { key: keyof SoakMemory; label: string }[] = [
  { key: 'start', label: 'start (ready, after GC)' },
  { key: 'middle', label: 'middle of the load, after GC' },
  { key: 'end', label: 'end of the load' },
  { key: 'settled', label: 'after the load, after GC' },
];

function memoryRows(memory: SoakMemory): string[][] {
  return MEMORY_POINTS.map(({ key, label }) => {
    const sample = memory[key];
    return [
      label,
      String(Math.round((sample.at - memory.start.at) / 1000)),
      megabytes(sample.rssBytes),
      megabytes(sample.peakRssBytes),
      megabytes(sample.heapUsedBytes),
      megabytes(sample.heapTotalBytes),
      megabytes(sample.externalBytes),
    ];
  });
}

const MEMORY_HEADER = [
  'point',
  's from start',
  'RSS MB',
  'peak RSS MB',
  'heap used MB',
  'heap total MB',
  'external MB',
];

function signedMegabytes(bytes: number): string {
  return `${bytes >= 0 ? '+' : '−'}${megabytes(Math.abs(bytes))} MB`;
}

/**
 * Heap held after GC: the whole growth, which includes loading each market's search index once, and the
 * second half's, which only what requests leave behind makes.
 */
function growth(memory: SoakMemory): string {
  const heap = (from: MemorySample, to: MemorySample): string =>
    signedMegabytes(to.heapUsedBytes - from.heapUsedBytes);
  const rss = signedMegabytes(memory.settled.rssBytes - memory.start.rssBytes);
  return `heap used after GC ${heap(memory.start, memory.settled)} from start to after the load, ${heap(memory.middle, memory.settled)} in its second half; RSS ${rss}`;
}

function workloadLine(result: SoakBenchmark): string {
  return `${result.workload.cycle} requests a cycle over ${result.workload.markets.join(', ')} and the API routes`;
}

export function printSoakReport(result: SoakBenchmark): void {
  const { load, memory } = result;
  console.log(
    [
      '',
      `Soak benchmark, ${readableDate(result.date)}, commit ${result.commit}`,
      environmentLine(result),
      '',
      `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s, ${workloadLine(result)}`,
      indent(renderTable(loadHeader([result]), loadRows([result]))),
      '',
      'Answers by kind of request:',
      indent(renderTable(KIND_HEADER, kindRows(load))),
      '',
      'Memory of the server (MB = 10^6 bytes; heap from the probe, RSS from /proc):',
      indent(renderTable(MEMORY_HEADER, memoryRows(memory))),
      `  ${growth(memory)}`,
      '',
    ].join('\n'),
  );
}

function memorySubsection(title: string, run: Run & { date: string }): string {
  return [
    `${title} (commit ${run.commit}, ${readableDate(run.date)}): ${growth(run.memory)}.`,
    '',
    markdownTable(MEMORY_HEADER, memoryRows(run.memory)),
    '',
  ].join('\n');
}

/** The Soak section of docs/BENCHMARKS.md, below its heading. */
export function soakSection(result: SoakBenchmark): string {
  const reference = readReference();
  const runs: Run[] = reference ? [reference, result] : [result];
  const unexpected = result.load.byKind.filter((tally) => unexpectedCount(tally) > 0);
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}. \`npm run bench:soak\` starts \`next start\` of a production build with a memory probe (scripts/bench/lib/memoryProbe.ts: \`process.memoryUsage()\` once a second and after a forced GC on request) and sends ${result.load.connections} connections of mixed traffic for ${result.load.durationSeconds} s: ${workloadLine(result)} (scripts/bench/lib/soakWorkload.ts) — home, content, car list (with query strings) and story pages, a new unknown path each time (404), \`POST /api/search\` with valid bodies (one per market naming a facet hierarchy never asked before) and invalid ones (400), \`/api/stories\`, \`/healthz\`, \`/robots.txt\` and \`/sitemap.xml\`. Every request names the status it expects, so expected 404s and 400s are told from faults.`,
    '',
    reference
      ? `Load, before the memory bounds (commit ${reference.commit}, ${readableDate(reference.date)}) and this run:`
      : 'Load:',
    '',
    markdownTable(loadHeader(runs), loadRows(runs)),
    '',
    unexpected.length === 0
      ? 'Every answer had the status its request expected.'
      : `Requests answered with another status than expected: ${unexpected.map((tally) => tally.kind).join(', ')}.`,
    '',
    markdownTable(KIND_HEADER, kindRows(result.load)),
    '',
    'Memory of the server: RSS and its peak from `/proc/<pid>/status`, V8 heap from the probe; MB = 10^6 bytes. Start, middle and "after the load" follow a full GC, so their differences are what the server holds on to: from start, that includes the search index of each market the first half loads (~30 MB of heap per 3,000-car index); in the second half, only what requests leave behind. The end sample is the last second under load.',
    '',
    ...(reference ? [memorySubsection('Before the memory bounds', reference)] : []),
    memorySubsection('This run', result),
    'What holds memory and how each cache is bounded: docs/ARCHITECTURE.md, "Memory bounds".',
    '',
    'To reproduce (from the project root; it builds, starts the server on a free port, stops it and removes its temp folder):',
    '',
    '```sh',
    'npm run bench:soak                                # build, 3 minutes of load',
    'npm run bench:soak -- --skip-build --duration 60  # reuse .next, one minute',
    '```',
    '',
    'Load generator and server share the machine, so requests per second and latency move with other work on it; memory figures move far less.',
    '',
  ].join('\n');
}
