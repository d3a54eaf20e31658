import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { childEnv } from '../../lib/run';
import { httpGet, publicUrl, type Target } from './http';

export interface Server {
  name: string;
  child: ChildProcess;
  pid: number;
  port: number;
}

const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 250;
const STOP_GRACE_MS = 10_000;

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * `next start` of the app in `appDir`, its output going to `logFile` (printed only when something
 * fails). `next start` serves from its own process (it forks no worker), so its PID is all there is
 * to stop. It listens on loopback only: the benches are local, and pages route by in-process host
 * rewrites, which answer on an address as on every interface. `env` adds to the environment it inherits.
 */
export function startServer(
  name: string,
  appDir: string,
  port: number,
  logFile: string,
  env: Record<string, string> = {},
): Server {
  const log = openSync(logFile, 'a');
  const nextBin = path.join(appDir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: childEnv(env),
    stdio: ['ignore', log, log],
  });
  // The child holds its own copy of the descriptor.
  closeSync(log);
  if (child.pid === undefined) throw new Error(`Could not start the ${name} server`);
  return { name, child, pid: child.pid, port };
}

/**
 * Polls until `path` answers 200; fails at once when the server process has died. A request that
 * reaches `next start` before it is ready waits until it is, so the poll interval only bounds how late
 * the first connection after the port opens is made.
 */
export async function waitUntilReady(
  server: Server,
  target: Target,
  pagePath: string,
  pollMs: number = READY_POLL_MS,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (hasExited(server.child)) throw new Error(`The ${server.name} server exited before it was ready`);
    try {
      const response = await httpGet(target, pagePath);
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(pollMs);
  }
  throw new Error(
    `${publicUrl(target, pagePath)} did not answer 200 within ${READY_TIMEOUT_MS} ms (${last})`,
  );
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** SIGTERM, then SIGKILL if Next's graceful shutdown takes longer than the grace period. */
export async function stopServer(server: Server): Promise<void> {
  if (hasExited(server.child)) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  signal(server.pid, 'SIGTERM');
  // Unreferenced, so a pending grace timer never holds the process open once the server is gone.
  const gracePeriod = sleep(STOP_GRACE_MS, false, { ref: false });
  const stopped = await Promise.race([exited.then(() => true), gracePeriod]);
  if (!stopped) {
    signal(server.pid, 'SIGKILL');
    await exited;
  }
}

/** For signal handlers, which cannot wait: no graceful shutdown. */
export function killServerNow(server: Server): void {
  if (!hasExited(server.child)) signal(server.pid, 'SIGKILL');
}
