/**
 * The throughput comparison several benches share: build a bare Next.js app of the same Next version,
 * start it, warm the servers up, then load each of our pages and the bare page in turn with autocannon.
 * The ratio ours/bare cancels out how fast the machine happens to be during the run.
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

/** One of our pages under load, and its requests per second divided by the bare page's. */
export interface PageLoad {
  /** What the page is, e.g. "content page". */
  label: string;
  load: LoadResult;
  ratio: number;
}

export interface LoadComparison extends LoadOptions {
  pages: PageLoad[];
  bare: LoadResult;
}

/** A page of ours to load: the server, the path and what to call it in reports. */
export interface PageUnderLoad {
  label: string;
  target: Target;
  page: string;
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

/**
 * Warms every page up, then loads each of ours and the bare page in turn, all in one run, so that the
 * ratios share the bare figure and the machine's state.
 */
export async function loadAgainstBare<W extends Workspace>(
  context: BenchContext<W>,
  ours: readonly PageUnderLoad[],
  bare: Target,
): Promise<LoadComparison> {
  const { progress, options } = context;
  progress(`warming up (${WARM_UP_REQUESTS} requests each)…`);
  for (const { target, page } of ours) await warmUp(target, page, WARM_UP_REQUESTS, CONNECTIONS);
  await warmUp(bare, BARE_PAGE, WARM_UP_REQUESTS, CONNECTIONS);
  const loadOptions: LoadOptions = { connections: CONNECTIONS, durationSeconds: options.durationSeconds };
  const loads: { label: string; load: LoadResult }[] = [];
  for (const { label, target, page } of ours) {
    progress(`load on ${page} (${options.durationSeconds} s)…`);
    loads.push({ label, load: await measureLoad(target, page, loadOptions) });
  }
  progress(`load on the bare page (${options.durationSeconds} s)…`);
  const bareLoad = await measureLoad(bare, BARE_PAGE, loadOptions);
  return {
    ...loadOptions,
    pages: loads.map(({ label, load }) => ({
      label,
      load,
      ratio: roundTo(load.requestsPerSecond / bareLoad.requestsPerSecond, 3),
    })),
    bare: bareLoad,
  };
}
