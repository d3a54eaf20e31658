/**
 * The throughput comparison several benches share: build a bare Next.js app of the same Next version,
 * start it, warm both servers up, then load one page of each in turn with autocannon. The ratio
 * ours/bare cancels out how fast the machine happens to be during the run.
 */
import { existsSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { buildBareApp, createBareApp, type BareApp } from './bareApp';
import type { BenchContext, Workspace } from './benchHarness';
import type { Target } from './http';
import { measureLoad, warmUp, type LoadOptions, type LoadResult } from './load';
import { roundTo } from './roundTo';

export const BARE_HOST = 'localhost';
export const BARE_PAGE = '/';
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 300;

export interface LoadComparison extends LoadOptions {
  ours: LoadResult;
  bare: LoadResult;
  /** Requests per second of our page divided by the bare page's. */
  ratio: number;
}

/** A bench's temp folder that also holds the bare app. */
export interface BareAppWorkspace extends Workspace {
  bareDir: string;
}

export function withBareAppDir(base: Workspace): BareAppWorkspace {
  const workspace = { ...base, bareDir: path.join(base.dir, 'bare') };
  mkdirSync(workspace.bareDir);
  return workspace;
}

/** The bare app's node_modules is a link to the project's: unlinked first, so removing the folder never reaches it. */
export function unlinkBareAppModules(workspace: BareAppWorkspace): void {
  const nodeModules = path.join(workspace.bareDir, 'node_modules');
  if (existsSync(nodeModules) && lstatSync(nodeModules).isSymbolicLink()) unlinkSync(nodeModules);
}

/** Builds and starts the bare app in the workspace's `bareDir`. */
export async function startBareApp(
  context: BenchContext<BareAppWorkspace>,
): Promise<{ app: BareApp; target: Target }> {
  const { bareDir } = context.workspace;
  context.progress(`building the bare Next.js app in ${bareDir}…`);
  const app = await createBareApp(bareDir, context.root);
  await buildBareApp(app, path.join(context.workspace.logDir, 'build-bare.log'));
  const target = await context.startServer('bare', app.dir, BARE_HOST, BARE_PAGE);
  return { app, target };
}

export async function loadAgainstBare<W extends Workspace>(
  context: BenchContext<W>,
  ours: { target: Target; page: string },
  bare: Target,
): Promise<LoadComparison> {
  const { progress, options } = context;
  progress(`warming up (${WARM_UP_REQUESTS} requests each)…`);
  await warmUp(ours.target, ours.page, WARM_UP_REQUESTS, CONNECTIONS);
  await warmUp(bare, BARE_PAGE, WARM_UP_REQUESTS, CONNECTIONS);
  const loadOptions: LoadOptions = { connections: CONNECTIONS, durationSeconds: options.durationSeconds };
  progress(`load on ${ours.page} (${options.durationSeconds} s)…`);
  const oursLoad = await measureLoad(ours.target, ours.page, loadOptions);
  progress(`load on the bare page (${options.durationSeconds} s)…`);
  const bareLoad = await measureLoad(bare, BARE_PAGE, loadOptions);
  return {
    ...loadOptions,
    ours: oursLoad,
    bare: bareLoad,
    ratio: roundTo(oursLoad.requestsPerSecond / bareLoad.requestsPerSecond, 3),
  };
}
