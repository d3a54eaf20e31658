/**
 * Times one search engine in this process: the build of its index from records, the heap it holds
 * (measured around the build with forced garbage collection when node runs with --expose-gc), then
 * each query of a workload on its own, after one unmeasured pass that warms the JIT up.
 */
import type { SearchQuery } from '../../../runtime/services/search/searchResult';
import { percentile } from './engineBench';

export interface QueryLatency {
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface EngineFigures {
  engine: string;
  cars: number;
  buildMs: number;
  /** Heap the built index holds, in MB; null when node runs without --expose-gc. */
  heapMb: number | null;
  /** The workload as the issue defines it: keyphrase, three filters, a price range, 12 facets. */
  query: QueryLatency;
  /** The same without keyphrase: every query counts the whole stock. */
  browse: QueryLatency;
  /** Matches of the first query, to show that engines answer alike. */
  firstTotal: number;
}

/** What a candidate engine offers the bench: a build and a query. */
export interface BenchableEngine {
  name: string;
  build(
    records: readonly Readonly<Record<string, unknown>>[],
  ): Promise<(query: SearchQuery) => Promise<number>>;
}

function heapUsed(): number | null {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return null;
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

async function time(run: (query: SearchQuery) => Promise<number>, workload: readonly SearchQuery[]) {
  for (const query of workload) await run(query);
  const samples = new Float64Array(workload.length);
  for (let index = 0; index < workload.length; index += 1) {
    const start = process.hrtime.bigint();
    await run(workload[index] as SearchQuery);
    samples[index] = Number(process.hrtime.bigint() - start);
  }
  const sorted = samples.sort();
  const ms = (share: number) => Math.round(percentile(sorted, share) / 1e4) / 100;
  return { queries: workload.length, p50Ms: ms(0.5), p95Ms: ms(0.95), maxMs: ms(1) };
}

export async function benchSearchEngine(
  engine: BenchableEngine,
  records: readonly Readonly<Record<string, unknown>>[],
  workload: readonly SearchQuery[],
  browseWorkload: readonly SearchQuery[],
): Promise<EngineFigures> {
  const before = heapUsed();
  const start = process.hrtime.bigint();
  const run = await engine.build(records);
  const buildMs = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
  const after = heapUsed();
  const firstTotal = workload[0] ? await run(workload[0]) : 0;
  return {
    engine: engine.name,
    cars: records.length,
    buildMs,
    heapMb: before === null || after === null ? null : Math.round((after - before) / 1e5) / 10,
    query: await time(run, workload),
    browse: await time(run, browseWorkload),
    firstTotal,
  };
}
