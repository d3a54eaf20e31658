import type { EngineRun, Latency } from './engineBench';
import type { LoadResult } from './load';
import { count, micros, millis, percent, thousands } from './format';
import type { LoadAverage, Machine } from './environment';
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

/** One URL requested right after a fresh start, then again once warm. */
export interface TimedRequest {
  /** Status of the first answer (the warm ones are checked to be the same). */
  status: number;
  /** Location of the first answer, port hidden; null when it did not redirect. */
  location: string | null;
  firstMs: number;
  /** Median of the warm repeats. */
  warmMs: number;
}

/** One `next start` of an app copy, from the spawn, before anything else asked it for anything. */
export interface FreshStart {
  /** Rules in the copy's UK table. */
  ukRules: number;
  /** Spawn → a public file answers: Next's own start-up, with instrumentation's validation and compile. */
  readyMs: number;
  /** The first /healthz, asked once the server is ready. */
  healthzFirstMs: number;
  /** Spawn → /healthz answered 200, no longer starting: what a readiness probe on /healthz waits. */
  healthzAnsweredMs: number;
  /** The legacy URL of the 100k table (a 308 there; the empty table has no rule for it). */
  legacy: TimedRequest;
  page: TimedRequest;
}

/** 100k table − empty table, in ms: ≈ 0 on a request means the table costs that request nothing. */
export interface FreshStartDifference {
  readyMs: number;
  healthzFirstMs: number;
  healthzAnsweredMs: number;
  firstLegacyMs: number;
  warmLegacyMs: number;
  firstPageMs: number;
  warmPageMs: number;
}

/** The "first request to a site with a 100k-rule redirect table", against an empty table. */
export interface FirstRequestBenchmark {
  /** Seed of the synthetic table (the engine's 100k table, same rules). */
  seed: number;
  /** Host and path without port: a legacy URL of the 100k table, and the UK content page. */
  legacyUrl: string;
  pageUrl: string;
  /** Where the engine sends the legacy URL. */
  expectedLocation: string;
  warmRepeats: number;
  large: FreshStart;
  empty: FreshStart;
  difference: FreshStartDifference;
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
  firstRequest: FirstRequestBenchmark;
  loadAverage: LoadAverage;
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

/** Rounded to 0.1 ms, as the figures are printed. */
export function freshStartDifference(large: FreshStart, empty: FreshStart): FreshStartDifference {
  const minus = (pick: (start: FreshStart) => number): number => roundTo(pick(large) - pick(empty), 1);
  return {
    readyMs: minus((start) => start.readyMs),
    healthzFirstMs: minus((start) => start.healthzFirstMs),
    healthzAnsweredMs: minus((start) => start.healthzAnsweredMs),
    firstLegacyMs: minus((start) => start.legacy.firstMs),
    warmLegacyMs: minus((start) => start.legacy.warmMs),
    firstPageMs: minus((start) => start.page.firstMs),
    warmPageMs: minus((start) => start.page.warmMs),
  };
}

/** `+812 ms`, `-3.2 ms`: a difference reads with its sign. */
export function signedMillis(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '-' : '±'}${millis(Math.abs(value))}`;
}

function requestFigure(request: TimedRequest): string {
  return `${request.status}, ${millis(request.firstMs)}`;
}

/**
 * The first-request table as the report and the docs both show it: figure, 100k table, empty
 * table, difference. `code` wraps a path as the medium shows one.
 */
export function freshStartRows(result: FirstRequestBenchmark, code: (text: string) => string): string[][] {
  const { large, empty, difference, warmRepeats } = result;
  const warm = `warm (median of ${warmRepeats})`;
  const row = (label: string, pick: (start: FreshStart) => string, diff: number): string[] => [
    label,
    pick(large),
    pick(empty),
    signedMillis(diff),
  ];
  return [
    row('Start-up: spawn → the server answers', (start) => millis(start.readyMs), difference.readyMs),
    row(`First ${code('/healthz')}`, (start) => millis(start.healthzFirstMs), difference.healthzFirstMs),
    row(
      `Spawn → ${code('/healthz')} answered`,
      (start) => millis(start.healthzAnsweredMs),
      difference.healthzAnsweredMs,
    ),
    row('Legacy URL, first request', (start) => requestFigure(start.legacy), difference.firstLegacyMs),
    row(`Legacy URL, ${warm}`, (start) => millis(start.legacy.warmMs), difference.warmLegacyMs),
    row('Content page, first request', (start) => requestFigure(start.page), difference.firstPageMs),
    row(`Content page, ${warm}`, (start) => millis(start.page.warmMs), difference.warmPageMs),
  ];
}

export function freshStartHeader(result: FirstRequestBenchmark): string[] {
  return ['Figure', `${thousands(result.large.ukRules)} rules`, 'empty table', 'difference'];
}
