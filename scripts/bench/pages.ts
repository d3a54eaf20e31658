/**
 * `npm run bench:pages`: what a content page, the car list page and a car page cost, in three figures.
 *
 *   1. Build time: wall clock of `npm run build` (generate, validate, `next build`) from an empty
 *      `.next`, the number a developer and the CI wait for.
 *   2. Page weight: the `<script src>` files of the served HTML of carstoresesite's `/om-oss` (a
 *      content page with nested placeholders), each gzipped with node:zlib at its default level, the
 *      JavaScript a visitor downloads before the page is interactive; and its largest contributors by
 *      package or project folder, from Turbopack's bundle analysis (lib/bundleContributors.ts), run
 *      before any server starts so that its build does not compete with the load runs.
 *      Also the car list page's HTML (`/kopa-bil`, 48 server-rendered cards), raw and gzipped, and a
 *      car page's (`/kopa-bil/bil/{car_id}/{slug}`, the first car of the demo stock, read from
 *      `data/search/` after the build has seeded it) scripts, measured like the content page's, and HTML.
 *   3. Throughput: requests per second (and p50/p99 latency) of the content, car list and car pages
 *      against a bare Next.js app of the same Next version built in a temp folder, all in one run. The
 *      content and car list pages are statically generated and revalidated, so they are divided by a
 *      bare page served that way; the car page is server-rendered on every request, so it is divided by
 *      a bare server-rendered page. The ratio ours/bare isolates what the runtime adds (host routing,
 *      layout, components, styles, the car's search) from what Next.js itself costs on this machine.
 *
 * Why the numbers vary: the machine is shared and has 2 cores, and autocannon runs in this process
 * while `next start` runs in another, so they compete for CPU with each other and with other tenants;
 * the OS file cache, CPU frequency and ISR regeneration (static pages revalidate every 60 s) also move
 * them. Runs minutes apart can differ by tens of percent (the bare page, which needs so little CPU
 * per request, swings most), so repeat a run before trusting a change; the ratio at least cancels out
 * a machine that is slow all along.
 *
 * Flags: `--duration <seconds>` of load per page (default 15), `--skip-build` to reuse `.next`.
 * Prints a table, writes the "Pages" section of docs/BENCHMARKS.md and ends with one JSON line.
 */
import { BARE_PAGES } from './lib/bareApp';
import { runBench, type BenchContext } from './lib/benchHarness';
import { pagesSection } from './lib/benchmarksDoc';
import { analyzeRoute, pageComponentNames, pageContributors } from './lib/bundleContributors';
import { describeMachine, installedNextVersion } from './lib/environment';
import {
  loadAgainstBare,
  startBareApp,
  unlinkBareAppModules,
  withBareAppDir,
  type BareAppWorkspace,
} from './lib/loadAgainstBare';
import { httpGet } from './lib/http';
import { LOADED_SITE_HOST, loadedPagePaths } from './lib/loadedPages';
import { measurePageHtml, measurePageScripts } from './lib/pageScripts';
import { printReport } from './lib/printReport';
import { PAGE_LABELS, type PagesBenchmark } from './lib/result';

/** The Next.js route every content page is served by (a host rewrite maps `/om-oss` to it). */
const SITE_ROUTE = '/site/[site]/[lang]/[[...path]]';

async function measure(context: BenchContext<BareAppWorkspace>): Promise<PagesBenchmark> {
  const { root, progress } = context;
  const buildSeconds = await context.build({ fromEmptyNext: true, logName: 'build-project.log' });
  const paths = await loadedPagePaths(root);
  progress('analysing the bundle (next analyze, a build of its own)…');
  const analysis = await analyzeRoute(root, SITE_ROUTE, context.workspace.logDir);

  progress('starting our server…');
  const ours = await context.startServer('ours', root, LOADED_SITE_HOST, paths.content);
  const { app: bareApp, target: bare } = await startBareApp(context);

  progress(`measuring the JavaScript of our pages (${paths.content}, ${paths.car}) and the bare ones…`);
  const contentPage = await measurePageScripts(ours, paths.content);
  const pageHtml = (await httpGet(ours, paths.content)).body.toString('utf8');
  const contributors = pageContributors(analysis, pageComponentNames(pageHtml));
  const carPage = await measurePageScripts(ours, paths.car);
  const carPageHtml = await measurePageHtml(ours, paths.car);
  const carListHtml = await measurePageHtml(ours, paths.carList);
  const barePages = {
    static: await measurePageScripts(bare, BARE_PAGES.static.path),
    serverRendered: await measurePageScripts(bare, BARE_PAGES.serverRendered.path),
  };
  const load = await loadAgainstBare(
    context,
    [
      { label: PAGE_LABELS.content, target: ours, page: paths.content, against: 'static' },
      { label: PAGE_LABELS.carList, target: ours, page: paths.carList, against: 'static' },
      { label: PAGE_LABELS.car, target: ours, page: paths.car, against: 'serverRendered' },
    ],
    bare,
  );

  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    nextVersion: installedNextVersion(root),
    buildSeconds,
    contentPage,
    carPage,
    carPageHtml,
    carListHtml,
    contributors,
    barePages,
    bareApp: { bundler: bareApp.bundler, nodeModules: bareApp.nodeModules },
    load,
  };
}

process.exit(
  await runBench({
    name: 'pages',
    docSection: 'Pages',
    createWorkspace: withBareAppDir,
    beforeRemoveWorkspace: unlinkBareAppModules,
    measure,
    printReport,
    renderDoc: pagesSection,
  }),
);
