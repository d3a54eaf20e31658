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
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv, run } from '../lib/run';
import { buildBareApp, createBareApp } from './lib/bareApp';
import { describeMachine, installedNextVersion } from './lib/environment';
import { writePagesSection } from './lib/benchmarksDoc';
import { targetFor, type Target } from './lib/http';
import { measureLoad, warmUp, type LoadOptions } from './lib/load';
import { measurePageScripts } from './lib/pageScripts';
import { printReport } from './lib/printReport';
import type { PagesBenchmark } from './lib/result';
import { freePort, killServerNow, startServer, stopServer, waitUntilReady, type Server } from './lib/server';

const CONTENT_SITE_HOST = 'carstoresesite.localhost';
const CONTENT_PAGE = '/om-oss';
const BARE_HOST = 'localhost';
const BARE_PAGE = '/';
const CONNECTIONS = 10;
const DEFAULT_DURATION_SECONDS = 15;
const WARM_UP_REQUESTS = 300;
const DOC_FILE = path.join('docs', 'BENCHMARKS.md');
const LOG_TAIL_LINES = 40;

interface Options {
  durationSeconds: number;
  skipBuild: boolean;
}

/** Temp folder of one run: the bare app and the logs of every build and server. */
interface Workspace {
  dir: string;
  bareDir: string;
  logDir: string;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: String(DEFAULT_DURATION_SECONDS) },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const durationSeconds = Number(values.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error(`--duration must be a positive number of seconds, got "${values.duration}"`);
  }
  return { durationSeconds, skipBuild: values['skip-build'] };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function createWorkspace(): Workspace {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  const workspace = { dir, bareDir: path.join(dir, 'bare'), logDir: path.join(dir, 'logs') };
  mkdirSync(workspace.bareDir);
  mkdirSync(workspace.logDir);
  return workspace;
}

/** A symlinked node_modules is unlinked first so removing the folder can never reach the project's own. */
function removeWorkspace(workspace: Workspace): void {
  const nodeModules = path.join(workspace.bareDir, 'node_modules');
  if (existsSync(nodeModules) && lstatSync(nodeModules).isSymbolicLink()) unlinkSync(nodeModules);
  rmSync(workspace.dir, { recursive: true, force: true });
}

function printLogTails(workspace: Workspace): void {
  if (!existsSync(workspace.logDir)) return;
  for (const name of readdirSync(workspace.logDir).sort()) {
    const lines = readFileSync(path.join(workspace.logDir, name), 'utf8').trimEnd().split('\n');
    console.error(
      `\n--- last ${LOG_TAIL_LINES} lines of ${name} ---\n${lines.slice(-LOG_TAIL_LINES).join('\n')}`,
    );
  }
}

function progress(message: string): void {
  console.log(`bench:pages: ${message}`);
}

/** Wall clock of a fresh `npm run build`, in seconds. */
async function buildProject(root: string, logFile: string): Promise<number> {
  rmSync(path.join(root, '.next'), { recursive: true, force: true });
  const log = openSync(logFile, 'a');
  const started = performance.now();
  try {
    const code = await run('npm', ['run', 'build'], {
      cwd: root,
      env: childEnv(),
      stdio: ['ignore', log, log],
    });
    if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  } finally {
    closeSync(log);
  }
  return (performance.now() - started) / 1000;
}

async function startAndWait(
  name: string,
  appDir: string,
  hostName: string,
  page: string,
  workspace: Workspace,
  servers: Server[],
): Promise<Target> {
  const port = await freePort();
  const server = startServer(name, appDir, port, path.join(workspace.logDir, `server-${name}.log`));
  servers.push(server);
  const target = targetFor(port, hostName);
  await waitUntilReady(server, target, page);
  return target;
}

async function measure(
  root: string,
  options: Options,
  workspace: Workspace,
  servers: Server[],
): Promise<PagesBenchmark> {
  let buildSeconds: number | null = null;
  if (options.skipBuild) {
    progress('--skip-build: reusing .next');
  } else {
    progress('building the project from an empty .next (npm run build)…');
    buildSeconds = await buildProject(root, path.join(workspace.logDir, 'build-project.log'));
  }
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No build in .next: run without --skip-build');
  }

  progress(`building the bare Next.js app in ${workspace.bareDir}…`);
  const bareApp = await createBareApp(workspace.bareDir, root);
  await buildBareApp(bareApp, path.join(workspace.logDir, 'build-bare.log'));

  progress('starting both servers…');
  const ours = await startAndWait('ours', root, CONTENT_SITE_HOST, CONTENT_PAGE, workspace, servers);
  const bare = await startAndWait('bare', bareApp.dir, BARE_HOST, BARE_PAGE, workspace, servers);

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
    buildSeconds: buildSeconds === null ? null : roundTo(buildSeconds, 2),
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

/** Ctrl-C or a kill cannot wait for graceful shutdowns: kill the servers, remove the folder, leave. */
function cleanUpOnSignal(workspace: Workspace, servers: Server[]): void {
  const onSignal = (): void => {
    console.error('\nbench:pages: interrupted; stopping the servers and removing the temp folder');
    servers.forEach(killServerNow);
    removeWorkspace(workspace);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

async function main(): Promise<number> {
  const root = process.cwd();
  if (!existsSync(path.join(root, 'next.config.ts'))) {
    throw new Error('Run from the project root (npm run bench:pages)');
  }
  const options = parseOptions(process.argv.slice(2));
  const workspace = createWorkspace();
  const servers: Server[] = [];
  cleanUpOnSignal(workspace, servers);

  let result: PagesBenchmark;
  try {
    result = await measure(root, options, workspace, servers);
  } catch (error) {
    const code = fail(error);
    printLogTails(workspace);
    return code;
  } finally {
    await Promise.all(servers.map(stopServer));
    removeWorkspace(workspace);
  }

  printReport(result);
  await writePagesSection(path.join(root, DOC_FILE), result);
  console.log(`bench:pages: wrote the Pages section of ${DOC_FILE}`);
  console.log(JSON.stringify(result));
  return 0;
}

function fail(error: unknown): number {
  console.error(`\n✗ bench:pages: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}

process.exit(await main().catch(fail));
