/**
 * The throughput comparison several benches share: build a bare Next.js app of the same Next version,
 * start it, warm the servers up, then load each of our pages and the bare pages they are compared with in
 * turn with autocannon. Each page of ours is divided by the bare page served the same way (statically
 * generated or server-rendered per request), so the ratio ours/bare isolates what our runtime adds and
 * cancels out how fast the machine happens to be during the run.
 */
import { existsSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { BARE_PAGES, buildBareApp, createBareApp, type BareApp, type BarePageKind } from './bareApp';
import type { BenchContext, Workspace } from './benchHarness';
import type { Target } from './http';
import { measureLoad, warmUp, type LoadOptions, type LoadResult } from './load';
import { roundTo } from './roundTo';

export const BARE_HOST = 'localhost';
/** Connections of each load run, and requests of each warm-up before it: bench:instances loads the same way. */
export const CONNECTIONS = 10;
export const WARM_UP_REQUESTS = 300;

/** One of our pages under load, and its requests per second divided by those of the bare page `against`. */
export interface PageLoad {
  /** What the page is, e.g. "content page". */
  label: string;
  against: BarePageKind;
  load: LoadResult;
  ratio: number;
}

/** A bare page under load. */
export interface BarePageLoad {
  kind: BarePageKind;
  load: LoadResult;
}

export interface LoadComparison extends LoadOptions {
  pages: PageLoad[];
  /** The bare pages our pages are compared with, each loaded once. */
  bare: BarePageLoad[];
}

/** A page of ours to load: the server, the path, what to call it in reports and the bare page it is divided by. */
export interface PageUnderLoad {
  label: string;
  target: Target;
  page: string;
  against: BarePageKind;
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
  const target = await context.startServer('bare', app.dir, BARE_HOST, BARE_PAGES.static.path);
  return { app, target };
}

/** The bare pages a set of our pages is compared with, each once, in the order our pages name them. */
export function barePagesFor(ours: readonly Pick<PageUnderLoad, 'against'>[]): BarePageKind[] {
  return [...new Set(ours.map((page) => page.against))];
}

/** Each of our loads with its ratio to the bare page it is compared with. */
export function compareWithBare(
  ours: readonly Omit<PageLoad, 'ratio'>[],
  bare: readonly BarePageLoad[],
): PageLoad[] {
  return ours.map((page) => {
    const counterpart = bare.find((entry) => entry.kind === page.against);
    if (!counterpart) throw new Error(`${page.label}: the ${BARE_PAGES[page.against].label} was not loaded`);
    return { ...page, ratio: roundTo(page.load.requestsPerSecond / counterpart.load.requestsPerSecond, 3) };
  });
}

/**
 * Warms every page up, then loads each of ours and each bare page they name in turn, all in one run, so
 * that the ratios share the bare figures and the machine's state.
 */
export async function loadAgainstBare<W extends Workspace>(
  context: BenchContext<W>,
  ours: readonly PageUnderLoad[],
  bare: Target,
): Promise<LoadComparison> {
  const { progress, options } = context;
  const bareKinds = barePagesFor(ours);
  progress(`warming up (${WARM_UP_REQUESTS} requests each)…`);
  for (const { target, page } of ours) await warmUp(target, page, WARM_UP_REQUESTS, CONNECTIONS);
  for (const kind of bareKinds) await warmUp(bare, BARE_PAGES[kind].path, WARM_UP_REQUESTS, CONNECTIONS);
  const loadOptions: LoadOptions = { connections: CONNECTIONS, durationSeconds: options.durationSeconds };
  const loads: Omit<PageLoad, 'ratio'>[] = [];
  for (const { label, target, page, against } of ours) {
    progress(`load on ${page} (${options.durationSeconds} s)…`);
    loads.push({ label, against, load: await measureLoad(target, page, loadOptions) });
  }
  const bareLoads: BarePageLoad[] = [];
  for (const kind of bareKinds) {
    const { path: page, label } = BARE_PAGES[kind];
    progress(`load on the ${label} ${page} (${options.durationSeconds} s)…`);
    bareLoads.push({ kind, load: await measureLoad(bare, page, loadOptions) });
  }
  return { ...loadOptions, pages: compareWithBare(loads, bareLoads), bare: bareLoads };
}
