/**
 * `npm run bench:search`: what vehicle search costs.
 *
 *   1. The embedded engine (runtime/services/search/embedded/) over the demo stock generator's cars at 10k, 50k
 *      and 100k: index build time, heap held, and the p50/p95 latency of single queries with a keyphrase,
 *      three filters, a price range and 12 facets (targets: p95 ≤ 8 ms at 50k, ≤ 15 ms at 100k).
 *   2. The candidates it was chosen over (Orama, SQLite FTS5), on the same 50k cars and queries.
 *
 * The car list page's throughput is `npm run bench:pages`'s, measured in one run with the content page.
 * Prints a table, writes the "Search" section of docs/BENCHMARKS.md and ends with one JSON line.
 * Run with --expose-gc (the npm script does) for the heap figures.
 */
import { findSite } from '../../runtime/config/loadSiteConfigs';
import { generateIndex } from '../seed/seedIndexes';
import { runBench, type BenchContext, type Workspace } from './lib/benchHarness';
import { describeMachine, installedNextVersion } from './lib/environment';
import { chosenEngine, oramaEngine, sqliteEngine } from './lib/searchCandidates';
import { benchSearchEngine, type EngineFigures } from './lib/searchEngineBench';
import { CANDIDATE_CARS, printSearchReport, searchSection, type SearchBenchmark } from './lib/searchReport';
import { searchWorkload } from './lib/searchWorkload';

const SITE_NAME = 'carstoresesite';
const SIZES = [10_000, CANDIDATE_CARS, 100_000];
const QUERIES = 200;
const CANDIDATE_QUERIES = 20;

async function measure(context: BenchContext<Workspace>): Promise<SearchBenchmark> {
  const { root, progress } = context;
  const site = findSite(SITE_NAME);
  if (!site) throw new Error(`bench:search needs the site ${SITE_NAME}`);
  const facets = site.carList.facets;

  const engine: EngineFigures[] = [];
  const candidates: EngineFigures[] = [];
  for (const cars of SIZES) {
    progress(`generating ${cars} cars…`);
    const stock = (await generateIndex(site, 'vehicles', { cars })) as unknown as Readonly<
      Record<string, unknown>
    >[];
    const workload = searchWorkload(stock, { facets, queries: QUERIES });
    const browse = searchWorkload(stock, { facets, queries: QUERIES, withoutKeyphrase: true });
    progress(`timing the embedded engine at ${cars} cars…`);
    engine.push(await benchSearchEngine(chosenEngine, stock, workload, browse));
    if (cars === CANDIDATE_CARS) {
      // The slower candidates take up to a second a query: they get the first queries of the same mix.
      const fewer = workload.slice(0, CANDIDATE_QUERIES);
      const fewerBrowse = browse.slice(0, CANDIDATE_QUERIES);
      for (const candidate of [chosenEngine, oramaEngine(facets), sqliteEngine(facets)]) {
        progress(`timing ${candidate.name} at ${cars} cars (${CANDIDATE_QUERIES} queries)…`);
        candidates.push(await benchSearchEngine(candidate, stock, fewer, fewerBrowse));
      }
    }
  }

  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    nextVersion: installedNextVersion(root),
    queries: QUERIES,
    candidateQueries: CANDIDATE_QUERIES,
    engine,
    candidates,
  };
}

process.exit(
  await runBench({
    name: 'search',
    docSection: 'Search',
    createWorkspace: (base) => base,
    measure,
    printReport: printSearchReport,
    renderDoc: searchSection,
  }),
);
