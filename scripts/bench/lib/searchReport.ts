/**
 * How `npm run bench:search` reads, in the terminal and in the "Search" section of
 * docs/BENCHMARKS.md: the chosen engine at 10k, 50k and 100k cars and the candidates at 50k. (The car
 * list page's throughput is measured by `npm run bench:pages`, in the same run as the content page.)
 */
import {
  count,
  environmentLine,
  indent,
  markdownTable,
  readableDate,
  renderTable,
  thousands,
} from './format';
import type { Machine } from './environment';
import type { EngineFigures } from './searchEngineBench';

/** The targets: p95 of the full query (with keyphrase) per stock size. */
const P95_TARGETS: readonly { cars: number; p95Ms: number }[] = [
  { cars: 50_000, p95Ms: 8 },
  { cars: 100_000, p95Ms: 15 },
];
/** The stock size the candidate engines are compared at. */
export const CANDIDATE_CARS = 50_000;

export interface SearchBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  queries: number;
  /** Queries per candidate (the first of the same mix). */
  candidateQueries: number;
  engine: EngineFigures[];
  candidates: EngineFigures[];
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

function engineRows(figures: readonly EngineFigures[], label: (row: EngineFigures) => string): string[][] {
  return figures.map((row) => [
    label(row),
    count(row.buildMs),
    row.heapMb === null ? 'n/a' : row.heapMb.toFixed(1),
    ms(row.query.p50Ms),
    ms(row.query.p95Ms),
    ms(row.browse.p50Ms),
    ms(row.browse.p95Ms),
    count(row.firstTotal),
  ]);
}

const ENGINE_HEADER = [
  '',
  'build ms',
  'heap MB',
  'p50 ms',
  'p95 ms',
  'no-keyphrase p50',
  'no-keyphrase p95',
  'hits q1',
];

function verdict(result: SearchBenchmark): string {
  return P95_TARGETS.map(({ cars, p95Ms }) => {
    const row = result.engine.find((candidate) => candidate.cars === cars);
    const target = `target p95 ≤ ${p95Ms} ms at ${thousands(cars)} cars`;
    if (!row) return `${target}: not measured`;
    return `${target}: ${ms(row.query.p95Ms)} ms, ${row.query.p95Ms <= p95Ms ? 'pass' : 'FAIL'}`;
  }).join('; ');
}

export function printSearchReport(result: SearchBenchmark): void {
  const byCars = (row: EngineFigures) => `${thousands(row.cars)} cars`;
  const byEngine = (row: EngineFigures) => row.engine;
  console.log(
    [
      '',
      `Search benchmark, ${readableDate(result.date)}`,
      environmentLine(result),
      '',
      `Embedded engine, ${result.queries} queries per size (keyphrase, three filters, price range, 12 facets, sorted, 48 per page):`,
      indent(renderTable(['cars', ...ENGINE_HEADER.slice(1)], engineRows(result.engine, byCars))),
      `  ${verdict(result)}`,
      '',
      `Candidates on the same ${thousands(CANDIDATE_CARS)} cars, the first ${result.candidateQueries} of the same queries:`,
      indent(renderTable(['engine', ...ENGINE_HEADER.slice(1)], engineRows(result.candidates, byEngine))),
    ].join('\n'),
  );
}

export function searchSection(result: SearchBenchmark): string {
  const byCars = (row: EngineFigures) => `${thousands(row.cars)} cars`;
  const byEngine = (row: EngineFigures) => row.engine;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}. \`npm run bench:search\`: the`,
    'demo stock of carstoresesite generated at each size (`npm run seed` generator), each query timed on its own after',
    `a warm-up pass; ${result.queries} queries per row, each with a keyphrase (a brand), three filters (body, two fuels,`,
    'gearbox), a price range around a real price and the twelve facets of the car list, sorted by price, 48 per',
    'page. "No keyphrase" runs the same queries without it, the worst case (every car is counted). Heap is what the',
    'built index holds (forced GC before and after the build).',
    '',
    markdownTable(['Cars', ...ENGINE_HEADER.slice(1)], engineRows(result.engine, byCars)),
    '',
    `${verdict(result)}.`,
    '',
    `Candidates on the same ${thousands(CANDIDATE_CARS)} cars, the first ${result.candidateQueries} of the same queries (scripts/bench/lib/searchCandidates.ts: they do less`,
    'work — the `a>b` facet flat, ranges as min/max — so their times are a floor; SQLite keeps its index outside',
    'the JavaScript heap, hence 0 MB; "hits q1" equal across engines shows they answer alike):',
    '',
    markdownTable(['Engine', ...ENGINE_HEADER.slice(1)], engineRows(result.candidates, byEngine)),
    '',
    "The car list page's requests per second against a bare Next.js page are in the Pages section (`npm run bench:pages`).",
  ].join('\n');
}
