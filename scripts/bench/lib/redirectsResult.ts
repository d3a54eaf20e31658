import type { EngineRun, Latency } from './engineBench';
import type { LoadResult } from './load';
import { count, micros, millis, percent } from './format';
import type { Machine } from './environment';
import { roundTo } from './roundTo';
import type { SyntheticTable } from './syntheticRedirects';

export type Verdict = 'PASS' | 'FAIL';

/** The targets the issue sets; the verdicts, the report and the docs all quote these. */
export const TARGETS = {
  /** Lookup p99 the engine must stay under with `tableRules` rules, in µs. */
  lookupP99Us: 20,
  /** Table size the lookup target applies to. */
  tableRules: 100_000,
  /** Throughput a loaded table may cost the UK content page, in percent. */
  throughputLossPercent: 3,
} as const;

export interface EngineBenchmark {
  seed: number;
  lookupsPerTable: number;
  /** Two back-to-back `process.hrtime.bigint()` reads: included in every lookup sample. */
  timerOverhead: Latency;
  synthetic: EngineRun[];
  /** What the largest synthetic table is made of. */
  composition: SyntheticTable['counts'] & { rules: number };
  /** The UK table as it was when the run started; null when it has no rules. */
  ukTable: EngineRun | null;
  verdict: Verdict;
}

/** Means over the rounds of one server. */
export interface AveragedLoad {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
}

export type TableSide = 'loaded' | 'empty';

export interface LoadRun {
  round: number;
  side: TableSide;
  load: LoadResult;
}

export type SanityCheck =
  | {
      skipped: false;
      /** Public URL without port. */
      url: string;
      status: number;
      location: string | null;
      expectedLocation: string;
      /** What the server with the empty table answered for the same URL. */
      emptyTableStatus: number;
      ok: boolean;
    }
  | { skipped: true; reason: string };

export interface ThroughputBenchmark {
  page: string;
  ukRules: number;
  connections: number;
  durationSeconds: number;
  runs: LoadRun[];
  loaded: AveragedLoad;
  empty: AveragedLoad;
  /** 100 × (1 − loaded/empty): negative when the loaded server happened to be faster. */
  lostPercent: number;
  verdict: Verdict;
}

/** Everything one run of `npm run bench:redirects` measured; printed as the final JSON line. */
export interface RedirectsBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  /** Wall clock of `npm run build`; null with --skip-build. */
  buildSeconds: number | null;
  ukTableFile: string;
  engine: EngineBenchmark;
  throughput: ThroughputBenchmark;
  sanityCheck: SanityCheck;
  /** Things a reader of the figures must know (an empty UK table, a table edited during the run). */
  notes: string[];
}

export function averageLoads(loads: readonly LoadResult[]): AveragedLoad {
  const mean = (pick: (load: LoadResult) => number): number =>
    loads.length === 0 ? 0 : loads.reduce((sum, load) => sum + pick(load), 0) / loads.length;
  return {
    requestsPerSecond: roundTo(
      mean((load) => load.requestsPerSecond),
      1,
    ),
    latencyP50Ms: roundTo(
      mean((load) => load.latencyP50Ms),
      1,
    ),
    latencyP99Ms: roundTo(
      mean((load) => load.latencyP99Ms),
      1,
    ),
    requests: loads.reduce((sum, load) => sum + load.requests, 0),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
  };
}

/** A negative loss is no gain from the table: it is how far apart the noise put the two servers. */
export function lostFigure(lostPercent: number): string {
  return lostPercent < 0
    ? `${percent(lostPercent)} (the loaded server was the faster one)`
    : percent(lostPercent);
}

/** Size, compile time and lookup percentiles of an engine run, as the report and the docs both show them. */
export function engineFigures(run: EngineRun): string[] {
  return [
    count(run.rules),
    millis(run.compileMs),
    micros(run.latency.p50Us),
    micros(run.latency.p99Us),
    micros(run.latency.p999Us),
  ];
}

/** The synthetic run the lookup target applies to. */
export function targetRun(engine: Pick<EngineBenchmark, 'synthetic'>): EngineRun | undefined {
  return engine.synthetic.find((run) => run.rules === TARGETS.tableRules);
}
