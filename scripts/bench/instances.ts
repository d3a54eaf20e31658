/**
 * `npm run bench:instances`: what two instances behind one Redis serve against one instance (issue 22,
 * docs/DEPLOYMENT.md). On one build of the project it loads the content page, the car list page and a
 * car page (lib/loadedPages.ts, as bench:pages) in three configurations, one after the other in one run:
 *
 *   1. one instance without REDIS_URL, one machine as today;
 *   2. one instance with REDIS_URL: what Redis costs per request (the page cache asks it on every read);
 *   3. two instances of the same build, both with REDIS_URL, the load split evenly between them: one
 *      autocannon run per instance at once, the same connections in all (lib/splitLoad.ts).
 *
 * Redis is a `redis-server` on a free loopback port (installed from Debian's package as root when it is
 * missing, as the multi-instance proof does); an instance with REDIS_URL is measured only once its
 * /healthz says it reaches Redis. Each instance has its own data folders, as a machine of its own would.
 * Every configuration's servers are stopped before the next starts; Redis and any server still running
 * are stopped however the run ends (lib/benchHarness.ts).
 *
 * Each load run also records the cores each instance, autocannon (this process) and the whole machine
 * used (lib/cpuUsage.ts), which say what the ratios mean. Why the numbers vary, and what they cannot
 * show: the machine is shared and has 2 cores, which autocannon and every instance compete for, so a
 * second instance here can only use what the first and autocannon leave rather than bringing cores of
 * its own. A benchmark prints; it fails only when it cannot measure.
 *
 * Flags: `--duration <seconds>` of load per page and configuration (default 15), `--skip-build` to reuse
 * `.next`. Prints a table, writes the "Instances" section of docs/BENCHMARKS.md and ends with one JSON line.
 */
import os from 'node:os';
import path from 'node:path';
import { spawnRedisServer, untilAccepting } from '../../tests/fixtures/redisServer';
import { ensureRedisServer } from '../ensureRedisServer';
import { freePort } from '../lib/freePort';
import { pollUntil } from '../lib/pollUntil';
import { runBench, type BenchContext, type ServerTarget, type Workspace } from './lib/benchHarness';
import { cpuUsageBetween, sampleCpu } from './lib/cpuUsage';
import { describeMachine, installedNextVersion } from './lib/environment';
import { healthOf, publicUrl, readyWithRedis, type Target } from './lib/http';
import {
  CONFIGURATIONS,
  instancesSection,
  printInstancesReport,
  withRatiosToSingle,
  type Configuration,
  type InstancesBenchmark,
  type MeasuredPage,
  type MeasuredRun,
} from './lib/instancesReport';
import { warmUp, type LoadOptions } from './lib/load';
import { CONNECTIONS, WARM_UP_REQUESTS } from './lib/loadAgainstBare';
import { LOADED_SITE_HOST, loadedPagePaths, type LoadedPage } from './lib/loadedPages';
import { measureSplitLoad } from './lib/splitLoad';

/** How long an instance may take to report Redis reachable once it answers. */
const REDIS_READY_TIMEOUT_MS = 10_000;
const REDIS_READY_POLL_MS = 100;

/** Starts redis-server on a free loopback port, owned by the harness; its URL once it accepts connections. */
async function startRedis(context: BenchContext<Workspace>): Promise<string> {
  const binary = await ensureRedisServer('bench:instances');
  if (!binary) throw new Error('No redis-server, and no way to install it here (Debian, as root)');
  const port = await freePort();
  const child = spawnRedisServer(binary, port);
  if (child.pid === undefined) throw new Error('Could not start redis-server');
  context.adopt({ name: 'redis', child, pid: child.pid, port });
  await untilAccepting(port);
  return `redis://127.0.0.1:${port}`;
}

/**
 * Polls /healthz until the instance is ready (its search indexes loaded, no longer `starting`) and reaches
 * Redis, so no figure of a Redis configuration is taken without it or while the indexes load.
 */
const untilReachesRedis = (target: Target): Promise<void> =>
  pollUntil(
    `${publicUrl(target, '/healthz')} reports the instance ready and Redis ok`,
    async () => readyWithRedis(await healthOf(target)),
    {
      timeoutMs: REDIS_READY_TIMEOUT_MS,
      intervalMs: REDIS_READY_POLL_MS,
    },
  );

/** The configuration's instances, each with its own data folders and, when it uses Redis, `redisUrl`. */
async function startInstances(
  context: BenchContext<Workspace>,
  configuration: Configuration,
  redisUrl: string,
  readyPath: string,
): Promise<ServerTarget[]> {
  const targets: ServerTarget[] = [];
  for (let index = 0; index < configuration.instances; index += 1) {
    const name = `${configuration.name}-${index + 1}`;
    const dataDir = path.join(context.workspace.dir, name);
    const target = await context.startServer(name, context.root, LOADED_SITE_HOST, readyPath, {
      FORMS_DATA_DIR: path.join(dataDir, 'forms'),
      TIREHOTEL_DATA_DIR: path.join(dataDir, 'tirehotel'),
      // Empty turns off a REDIS_URL this shell may have set.
      REDIS_URL: configuration.redis ? redisUrl : '',
    });
    if (configuration.redis) await untilReachesRedis(target);
    targets.push(target);
  }
  return targets;
}

async function measureConfiguration(
  context: BenchContext<Workspace>,
  configuration: Configuration,
  redisUrl: string,
  pages: readonly { page: LoadedPage; path: string }[],
): Promise<MeasuredPage[]> {
  const { progress, options } = context;
  const [first] = pages;
  if (!first) throw new Error('No page to load');
  progress(`${configuration.label}: starting…`);
  const targets = await startInstances(context, configuration, redisUrl, first.path);
  progress(`${configuration.label}: warming up (${WARM_UP_REQUESTS} requests a page and instance)…`);
  for (const target of targets) {
    for (const { path: page } of pages) await warmUp(target, page, WARM_UP_REQUESTS, CONNECTIONS);
  }
  const loadOptions: LoadOptions = { connections: CONNECTIONS, durationSeconds: options.durationSeconds };
  const runs: MeasuredPage[] = [];
  const pids = targets.map((target) => target.pid);
  for (const { page, path: pagePath } of pages) {
    progress(`${configuration.label}: load on ${pagePath} (${options.durationSeconds} s)…`);
    const before = sampleCpu(pids);
    const load = await measureSplitLoad(targets, pagePath, loadOptions);
    const cpu = cpuUsageBetween(before, sampleCpu(pids), os.availableParallelism());
    runs.push({ page, path: pagePath, load, cpu });
  }
  for (const target of targets) await context.stopServer(target);
  return runs;
}

async function measure(context: BenchContext<Workspace>): Promise<InstancesBenchmark> {
  const { root, options } = context;
  // Before the build, whose own load would otherwise hide what else the machine is doing.
  const loadAtStart = os.loadavg();
  const buildSeconds = await context.build({ fromEmptyNext: false, logName: 'build-project.log' });
  const paths = await loadedPagePaths(root);
  const pages = (Object.keys(paths) as LoadedPage[]).map((page) => ({ page, path: paths[page] }));
  const redisUrl = await startRedis(context);
  const runs: MeasuredRun[] = [];
  for (const configuration of CONFIGURATIONS) {
    runs.push({
      configuration: configuration.name,
      pages: await measureConfiguration(context, configuration, redisUrl, pages),
    });
  }
  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    nextVersion: installedNextVersion(root),
    buildSeconds,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    load: { connections: CONNECTIONS, durationSeconds: options.durationSeconds },
    runs: withRatiosToSingle(runs),
  };
}

process.exit(
  await runBench({
    name: 'instances',
    docSection: 'Instances',
    createWorkspace: (base) => base,
    measure,
    printReport: printInstancesReport,
    renderDoc: instancesSection,
  }),
);
