/**
 * What every `npm run bench:<name>` script does around its own measurements: check it runs from
 * the project root, parse the flags, hold a temp folder and the servers it starts, clean both up
 * however the run ends, then print the report, rewrite its section of docs/BENCHMARKS.md and end
 * with one JSON line. An entry point passes only what is its own to `runBench`.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv, run } from '../../lib/run';
import { DOC_FILE, writeDocSection } from './docSection';
import { targetFor, type Target } from './http';
import { roundTo } from './roundTo';
import { freePort } from '../../lib/freePort';
import { killServerNow, startServer, stopServer, waitUntilReady, type Server } from './server';

const DEFAULT_DURATION_SECONDS = 15;
const LOG_TAIL_LINES = 40;
/** Start-up is timed from the spawn: poll often, so the first connection follows the open port closely. */
const TIMED_READY_POLL_MS = 10;

export interface BenchOptions {
  durationSeconds: number;
  skipBuild: boolean;
}

/** Temp folder of one run; every build and server logs into `logDir`, shown only when the run fails. */
export interface Workspace {
  dir: string;
  logDir: string;
}

export interface BuildOptions {
  /** Remove `.next` first, so the time is that of a build from scratch. */
  fromEmptyNext: boolean;
  /** File in the workspace's log folder the build writes to. */
  logName: string;
}

/** A server the harness started: where it answers and its process, to read its memory from outside. */
export interface ServerTarget extends Target {
  pid: number;
}

/** A server started by `startServerTimed`. */
export interface TimedStart {
  target: ServerTarget;
  /** `performance.now()` just before the spawn, for later requests to be timed from the spawn too. */
  spawnedAt: number;
  /** From the spawn until the ready path answered 200. */
  readyMs: number;
}

/** What `measure` gets: the run's settings and the harness's services, which keep its bookkeeping. */
export interface BenchContext<W extends Workspace> {
  root: string;
  options: BenchOptions;
  workspace: W;
  /** A line `bench:<name>: <message>` on stdout, so a long run shows where it is. */
  progress(message: string): void;
  /**
   * `npm run build` unless `--skip-build`; its wall clock in seconds (2 decimals), null when skipped.
   * Either way fails when `.next` holds no build.
   */
  build(how: BuildOptions): Promise<number | null>;
  /**
   * `next start` of `appDir` on a free port, logging to `server-<name>.log`, with `env` added to its
   * environment; resolves once `page` answers 200 for `hostName`. The harness stops the server when the
   * run ends.
   */
  startServer(
    name: string,
    appDir: string,
    hostName: string,
    page: string,
    env?: Record<string, string>,
  ): Promise<ServerTarget>;
  /**
   * The same, timed: resolves once `readyPath` (pick one that does little, so the time is the server's
   * own start-up) answers 200, with the milliseconds since the spawn.
   */
  startServerTimed(name: string, appDir: string, hostName: string, readyPath: string): Promise<TimedStart>;
  /** Stops a server `startServer` started before the run ends, so the next measurement has the machine without it. */
  stopServer(target: ServerTarget): Promise<void>;
  /** A process the bench spawned itself (redis-server, say): stopped with the servers when the run ends, however it ends. */
  adopt(server: Server): void;
}

export interface BenchDefinition<W extends Workspace, R> {
  /** `pages` for `npm run bench:pages`: prefixes every line it prints and names the temp folder. */
  name: string;
  /** Title of the `## ` section of docs/BENCHMARKS.md that the run rewrites. */
  docSection: string;
  /** Seconds of load without `--duration`; 15 unless the bench says otherwise. */
  defaultDurationSeconds?: number;
  /** Adds the bench's own paths to the temp folder, which exists with its log folder by then. */
  createWorkspace: (base: Workspace) => W;
  /** Runs before the temp folder is removed, on every way out (signals too): to unlink what must not go with it. */
  beforeRemoveWorkspace?: (workspace: W) => void;
  measure: (context: BenchContext<W>) => Promise<R>;
  /** The human-readable part of the output; the JSON line follows it. */
  printReport: (result: R) => void;
  /** The markdown below the section's heading. */
  renderDoc: (result: R) => string;
}

function parseOptions(argv: string[], defaultDurationSeconds: number): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: String(defaultDurationSeconds) },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const durationSeconds = Number(values.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error(`--duration must be a positive number of seconds, got "${values.duration}"`);
  }
  return { durationSeconds, skipBuild: values['skip-build'] };
}

type WorkspaceHooks<W extends Workspace> = Pick<
  BenchDefinition<W, unknown>,
  'name' | 'createWorkspace' | 'beforeRemoveWorkspace'
>;

function createWorkspace<W extends Workspace>(definition: WorkspaceHooks<W>): W {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${definition.name}-`));
  const base = { dir, logDir: path.join(dir, 'logs') };
  mkdirSync(base.logDir);
  return definition.createWorkspace(base);
}

function removeWorkspace<W extends Workspace>(definition: WorkspaceHooks<W>, workspace: W): void {
  definition.beforeRemoveWorkspace?.(workspace);
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

/** Wall clock of `npm run build` (generate, validate, next build), in seconds. */
async function buildProject(root: string, logFile: string): Promise<number> {
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

function createContext<W extends Workspace>(
  name: string,
  root: string,
  options: BenchOptions,
  workspace: W,
  servers: Server[],
): BenchContext<W> {
  const progress = (message: string): void => console.log(`bench:${name}: ${message}`);
  const launchServer = async (
    serverName: string,
    appDir: string,
    hostName: string,
    readyPath: string,
    { pollMs, env = {} }: { pollMs?: number; env?: Record<string, string> } = {},
  ): Promise<TimedStart> => {
    const port = await freePort();
    const logFile = path.join(workspace.logDir, `server-${serverName}.log`);
    const spawnedAt = performance.now();
    const server = startServer(serverName, appDir, port, logFile, env);
    servers.push(server);
    const target = { ...targetFor(port, hostName), pid: server.pid };
    await waitUntilReady(server, target, readyPath, pollMs);
    return { target, spawnedAt, readyMs: performance.now() - spawnedAt };
  };
  return {
    root,
    options,
    workspace,
    progress,
    async build({ fromEmptyNext, logName }) {
      let buildSeconds: number | null = null;
      if (options.skipBuild) {
        progress('--skip-build: reusing .next');
      } else {
        progress(`building the project${fromEmptyNext ? ' from an empty .next' : ''} (npm run build)…`);
        if (fromEmptyNext) rmSync(path.join(root, '.next'), { recursive: true, force: true });
        buildSeconds = roundTo(await buildProject(root, path.join(workspace.logDir, logName)), 2);
      }
      if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
        throw new Error('No build in .next: run without --skip-build');
      }
      return buildSeconds;
    },
    async startServer(serverName, appDir, hostName, page, env = {}) {
      return (await launchServer(serverName, appDir, hostName, page, { env })).target;
    },
    startServerTimed(serverName, appDir, hostName, readyPath) {
      return launchServer(serverName, appDir, hostName, readyPath, { pollMs: TIMED_READY_POLL_MS });
    },
    async stopServer(target) {
      const server = servers.find((candidate) => candidate.pid === target.pid);
      if (!server) throw new Error(`No server of this run has the PID ${target.pid}`);
      await stopServer(server);
    },
    adopt(server) {
      servers.push(server);
    },
  };
}

/** Ctrl-C or a kill cannot wait for graceful shutdowns: kill the servers, remove the folder, leave. */
function cleanUpOnSignal<W extends Workspace>(
  definition: WorkspaceHooks<W>,
  workspace: W,
  servers: Server[],
): void {
  const onSignal = (): void => {
    console.error(
      `\nbench:${definition.name}: interrupted; stopping the servers and removing the temp folder`,
    );
    servers.forEach(killServerNow);
    removeWorkspace(definition, workspace);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

function failer(name: string): (error: unknown) => number {
  return (error) => {
    console.error(`\n✗ bench:${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  };
}

async function main<W extends Workspace, R>(
  definition: BenchDefinition<W, R>,
  fail: (error: unknown) => number,
): Promise<number> {
  const { name } = definition;
  const root = process.cwd();
  if (!existsSync(path.join(root, 'next.config.ts'))) {
    throw new Error(`Run from the project root (npm run bench:${name})`);
  }
  const options = parseOptions(
    process.argv.slice(2),
    definition.defaultDurationSeconds ?? DEFAULT_DURATION_SECONDS,
  );
  const workspace = createWorkspace(definition);
  const servers: Server[] = [];
  cleanUpOnSignal(definition, workspace, servers);

  let result: R;
  try {
    result = await definition.measure(createContext(name, root, options, workspace, servers));
  } catch (error) {
    const code = fail(error);
    printLogTails(workspace);
    return code;
  } finally {
    await Promise.all(servers.map(stopServer));
    removeWorkspace(definition, workspace);
  }

  definition.printReport(result);
  await writeDocSection(path.join(root, DOC_FILE), definition.docSection, definition.renderDoc(result));
  console.log(`bench:${name}: wrote the ${definition.docSection} section of ${DOC_FILE}`);
  console.log(JSON.stringify(result));
  return 0;
}

/** Runs the bench and resolves with the exit code; any failure is printed, never thrown. */
export function runBench<W extends Workspace, R>(definition: BenchDefinition<W, R>): Promise<number> {
  const fail = failer(definition.name);
  return main(definition, fail).catch(fail);
}
