/**
 * `npm run bench:pages`: what a content page costs, in three figures.
 *
 *   1. Build time: wall clock of `npm run build` (generate, validate, `next build`) from an empty
 *      `.next`, the number a developer and the CI wait for.
 *   2. Page weight: the `<script src>` files of the served HTML of carstoresesite's `/om-oss` (a
 *      content page with nested placeholders), each gzipped with node:zlib at its default level, the
 *      JavaScript a visitor downloads before the page is interactive.
 *   3. Throughput: requests per second (and p50/p99 latency) of that page against a bare Next.js page
 *      of the same Next version, also statically generated and revalidated, built in a temp folder.
 *      The ratio ours/bare isolates what the runtime adds (site proxy, layout, components, styles)
 *      from what Next.js itself costs on this machine.
 *
 * Why the numbers vary: the machine is shared and has 2 cores, and autocannon runs in this process
 * while `next start` runs in another, so they compete for CPU with each other and with other tenants;
 * the OS file cache, CPU frequency and ISR regeneration (both pages revalidate every 60 s) also move
 * them. Runs minutes apart can differ by tens of percent (the bare page, which needs so little CPU
 * per request, swings most), so repeat a run before trusting a change; the ratio at least cancels out
 * a machine that is slow all along.
 *
 * Flags: `--duration <seconds>` of load per page (default 15), `--skip-build` to reuse `.next`.
 * Prints a table, writes the "Pages" section of docs/BENCHMARKS.md and ends with one JSON line.
 */
import { existsSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { buildBareApp, createBareApp } from './lib/bareApp';
import { runBench, type BenchContext, type Workspace } from './lib/benchHarness';
import { pagesSection } from './lib/benchmarksDoc';
import { describeMachine, installedNextVersion } from './lib/environment';
import { measureLoad, warmUp, type LoadOptions } from './lib/load';
import { measurePageScripts } from './lib/pageScripts';
import { printReport } from './lib/printReport';
import { roundTo, type PagesBenchmark } from './lib/result';

const CONTENT_SITE_HOST = 'carstoresesite.localhost';
const CONTENT_PAGE = '/om-oss';
const BARE_HOST = 'localhost';
const BARE_PAGE = '/';
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 300;

/** The temp folder also holds the bare app. */
interface PagesWorkspace extends Workspace {
  bareDir: string;
}

async function measure(context: BenchContext<PagesWorkspace>): Promise<PagesBenchmark> {
  const { root, options, workspace, progress } = context;
  const buildSeconds = await context.build({ fromEmptyNext: true, logName: 'build-project.log' });

  progress(`building the bare Next.js app in ${workspace.bareDir}…`);
  const bareApp = await createBareApp(workspace.bareDir, root);
  await buildBareApp(bareApp, path.join(workspace.logDir, 'build-bare.log'));

  progress('starting both servers…');
  const ours = await context.startServer('ours', root, CONTENT_SITE_HOST, CONTENT_PAGE);
  const bare = await context.startServer('bare', bareApp.dir, BARE_HOST, BARE_PAGE);

  progress('measuring the JavaScript of both pages…');
  const contentPage = await measurePageScripts(ours, CONTENT_PAGE);
  const barePage = await measurePageScripts(bare, BARE_PAGE);

  progress(`warming up (${WARM_UP_REQUESTS} requests each)…`);
  await warmUp(ours, CONTENT_PAGE, WARM_UP_REQUESTS, CONNECTIONS);
  await warmUp(bare, BARE_PAGE, WARM_UP_REQUESTS, CONNECTIONS);

  const loadOptions: LoadOptions = { connections: CONNECTIONS, durationSeconds: options.durationSeconds };
  progress(`load on our content page (${options.durationSeconds} s)…`);
  const oursLoad = await measureLoad(ours, CONTENT_PAGE, loadOptions);
  progress(`load on the bare page (${options.durationSeconds} s)…`);
  const bareLoad = await measureLoad(bare, BARE_PAGE, loadOptions);

  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    nextVersion: installedNextVersion(root),
    buildSeconds,
    contentPage,
    barePage,
    bareApp: { bundler: bareApp.bundler, nodeModules: bareApp.nodeModules },
    load: {
      ...loadOptions,
      ours: oursLoad,
      bare: bareLoad,
      ratio: roundTo(oursLoad.requestsPerSecond / bareLoad.requestsPerSecond, 3),
    },
  };
}

process.exit(
  await runBench({
    name: 'pages',
    docSection: 'Pages',
    createWorkspace: (base): PagesWorkspace => {
      const workspace = { ...base, bareDir: path.join(base.dir, 'bare') };
      mkdirSync(workspace.bareDir);
      return workspace;
    },
    // A symlinked node_modules is unlinked first so removing the folder can never reach the project's own.
    beforeRemoveWorkspace: (workspace) => {
      const nodeModules = path.join(workspace.bareDir, 'node_modules');
      if (existsSync(nodeModules) && lstatSync(nodeModules).isSymbolicLink()) unlinkSync(nodeModules);
    },
    measure,
    printReport,
    renderDoc: pagesSection,
  }),
);
