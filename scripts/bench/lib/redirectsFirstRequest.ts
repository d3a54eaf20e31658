/**
 * What a 100k-rule redirect table costs a fresh server: the "first request to a site with a
 * 100k-rule redirect table" row. A server compiles every table when it starts (instrumentation.ts),
 * so the start-up should carry the cost and the first requests nothing. This module times one fresh
 * `next start` of an app copy from its spawn: until it answers at all, until /healthz answers 200 (it
 * says starting, 503, while the embedded search loads its indexes; a readiness probe waits), then
 * the very first request to a legacy URL of the 100k table and to the UK content page, then both
 * again, warm. The bench runs it on a copy with the 100k table and on one with an empty table.
 */
import { pollUntil } from '../../lib/pollUntil';
import { httpGet, publicUrl, type HttpResponse, type Target } from './http';
import type { BenchContext, Workspace } from './benchHarness';
import { percentile } from './engineBench';
import type { FreshStart, TimedRequest } from './redirectsResult';
import { isRedirectTo, locationHeader, withPortHidden, type LegacyUrl } from './redirectsLegacyUrl';
import { roundTo } from './roundTo';

/** Warm requests per URL; their median is the warm figure. */
export const WARM_REPEATS = 5;

export interface FreshStartPlan {
  /** Names the server and its log file. */
  name: string;
  appDir: string;
  hostName: string;
  ukRules: number;
  /** A public file: it answers once the server is ready, without running any of the project's code. */
  readyPath: string;
  page: string;
  legacy: LegacyUrl;
  /** True for the copy whose table holds the legacy URL's rule: 308 to its Location, else anything but a 308. */
  expectRedirect: boolean;
}

interface Timed {
  response: HttpResponse;
  ms: number;
}

async function timedGet(target: Target, path: string): Promise<Timed> {
  const started = performance.now();
  const response = await httpGet(target, path);
  return { response, ms: roundTo(performance.now() - started, 1) };
}

/** A fresh server is starting (503) while the embedded search loads its indexes (runtime/api/health.ts). */
function saysStarting(response: HttpResponse): boolean {
  if (response.status !== 503) return false;
  try {
    return (JSON.parse(response.body.toString('utf8')) as { status?: unknown }).status === 'starting';
  } catch {
    return false;
  }
}

function median(samples: readonly number[]): number {
  return percentile(Float64Array.from(samples).sort(), 0.5);
}

/** Why an answer is not the one the plan expects, or null when it is. */
function legacyProblem(plan: FreshStartPlan, target: Target, response: HttpResponse): string | null {
  const base = publicUrl(target, '/');
  if (plan.expectRedirect) {
    if (isRedirectTo(response, plan.legacy.location, base)) return null;
    return `expected 308 to ${plan.legacy.location}, got ${response.status} with Location ${locationHeader(response) ?? '(none)'}`;
  }
  return response.status === 308
    ? `expected no redirect from an empty table, got 308 to ${locationHeader(response) ?? '(none)'}`
    : null;
}

function pageProblem(response: HttpResponse): string | null {
  return response.status === 200 ? null : `expected 200, got ${response.status}`;
}

function timedRequest(
  target: Target,
  path: string,
  first: Timed,
  warm: readonly Timed[],
  problem: (response: HttpResponse) => string | null,
): TimedRequest {
  for (const [index, answer] of [first, ...warm].entries()) {
    const found = problem(answer.response);
    if (found) {
      const which = index === 0 ? 'first request' : `warm request ${index}`;
      throw new Error(`${publicUrl(target, path)}, ${which}: ${found}`);
    }
  }
  const location = locationHeader(first.response);
  return {
    status: first.response.status,
    location: location && withPortHidden(location, target),
    firstMs: first.ms,
    warmMs: median(warm.map((answer) => answer.ms)),
  };
}

/**
 * Starts the copy and times it (see the top of this file). Resolves with the figures and the running
 * server, which the harness stops when the run ends.
 */
export async function measureFreshStart<W extends Workspace>(
  context: BenchContext<W>,
  plan: FreshStartPlan,
): Promise<{ start: FreshStart; target: Target }> {
  const { target, spawnedAt, readyMs } = await context.startServerTimed(
    plan.name,
    plan.appDir,
    plan.hostName,
    plan.readyPath,
  );
  const healthz = await timedGet(target, '/healthz');
  let ready = healthz.response;
  await pollUntil(`${publicUrl(target, '/healthz')} no longer says starting`, async () => {
    if (!saysStarting(ready)) return true;
    ready = await httpGet(target, '/healthz');
    return !saysStarting(ready);
  });
  const healthzAnsweredMs = roundTo(performance.now() - spawnedAt, 1);
  if (ready.status !== 200) {
    throw new Error(`${publicUrl(target, '/healthz')} answered ${ready.status} after a fresh start`);
  }
  const firstLegacy = await timedGet(target, plan.legacy.path);
  const firstPage = await timedGet(target, plan.page);
  const warmLegacy: Timed[] = [];
  const warmPage: Timed[] = [];
  for (let repeat = 0; repeat < WARM_REPEATS; repeat += 1) {
    warmLegacy.push(await timedGet(target, plan.legacy.path));
    warmPage.push(await timedGet(target, plan.page));
  }
  const start: FreshStart = {
    ukRules: plan.ukRules,
    readyMs: roundTo(readyMs, 1),
    healthzFirstMs: healthz.ms,
    healthzAnsweredMs,
    legacy: timedRequest(target, plan.legacy.path, firstLegacy, warmLegacy, (response) =>
      legacyProblem(plan, target, response),
    ),
    page: timedRequest(target, plan.page, firstPage, warmPage, pageProblem),
  };
  return { start, target };
}
