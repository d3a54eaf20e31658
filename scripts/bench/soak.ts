/**
 * `npm run bench:soak`: does the server stay fast, correct and within its memory under hours of mixed
 * traffic, compressed into minutes? One `next start` of a production build, 50 connections sending the
 * workload of lib/soakWorkload.ts in turn (pages of four markets, unknown paths, valid and invalid search
 * bodies, the stories API, health, robots and sitemap), for `--duration` seconds.
 *
 *   1. Throughput and latency: requests per second, p50 and p99 over every answer.
 *   2. Answers: each request names the status it expects, so expected 404s and 400s are counted apart
 *      from faults (another status, 5xx, socket errors, timeouts).
 *   3. Memory: the server's resident set from /proc and its V8 heap from a probe loaded into it with
 *      `--import` (lib/memoryProbe.ts), at start, halfway and after the load, each after a full GC, and in
 *      the last second of the load. Once every index is loaded, a server whose caches are bounded holds
 *      no more after the second half than after the first; one that keeps what requests leave behind does.
 *
 * A benchmark prints; it fails only when it cannot measure (no build, the server does not start), never
 * on the figures. Flags: `--duration <seconds>` of load (default 180), `--skip-build` to reuse `.next`.
 * Prints tables, writes the "Soak" section of docs/BENCHMARKS.md and ends with one JSON line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runBench, type BenchContext, type Workspace } from './lib/benchHarness';
import { describeMachine, installedNextVersion } from './lib/environment';
import { probeEnvironment, ServerMemory } from './lib/serverMemory';
import { runSoakLoad } from './lib/soakLoad';
import { printSoakReport, soakSection, type SoakBenchmark } from './lib/soakReport';
import { SOAK_MARKETS, soakRequests } from './lib/soakWorkload';

const CONNECTIONS = 50;
const DEFAULT_DURATION_SECONDS = 180;
/** Long enough for a page rendered under the whole load, short enough to show a hang as one. */
const REQUEST_TIMEOUT_SECONDS = 30;

/** The temp folder also holds the probe's samples. */
interface SoakWorkspace extends Workspace {
  probeDir: string;
}

function withProbeDir(base: Workspace): SoakWorkspace {
  const workspace = { ...base, probeDir: path.join(base.dir, 'memory') };
  mkdirSync(workspace.probeDir);
  return workspace;
}

function currentCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function measure(context: BenchContext<SoakWorkspace>): Promise<SoakBenchmark> {
  const { root, progress, options, workspace } = context;
  await context.build({ fromEmptyNext: false, logName: 'build-project.log' });

  const [firstMarket] = SOAK_MARKETS;
  if (!firstMarket) throw new Error('The soak workload names no market');
  progress('starting the server with the memory probe…');
  const server = await context.startServer(
    'soak',
    root,
    `${firstMarket.site}.localhost`,
    firstMarket.home,
    probeEnvironment(workspace.probeDir),
  );
  const memory = new ServerMemory(server.pid, workspace.probeDir);
  const start = await memory.settled();

  const requests = soakRequests();
  const seconds = options.durationSeconds;
  progress(`${CONNECTIONS} connections for ${seconds} s over a cycle of ${requests.length} requests…`);
  const [load, middle] = await Promise.all([
    runSoakLoad(server, requests, {
      connections: CONNECTIONS,
      durationSeconds: seconds,
      timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
    }),
    sleep((seconds * 1000) / 2).then(() => memory.settled()),
  ]);
  const end = memory.now();
  progress('collecting garbage in the server and reading what it holds…');
  const settled = await memory.settled();

  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    nextVersion: installedNextVersion(root),
    commit: currentCommit(root),
    workload: { cycle: requests.length, markets: SOAK_MARKETS.map((market) => market.site) },
    load,
    memory: { start, middle, end, settled },
  };
}

process.exit(
  await runBench({
    name: 'soak',
    docSection: 'Soak',
    defaultDurationSeconds: DEFAULT_DURATION_SECONDS,
    createWorkspace: withProbeDir,
    measure,
    printReport: printSoakReport,
    renderDoc: soakSection,
  }),
);
