import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BenchContext, Workspace } from './benchHarness';
import { targetFor } from './http';
import { WARM_REPEATS, measureFreshStart, type FreshStartPlan } from './redirectsFirstRequest';

const SPAWNED_MS_AGO = 1_000;
const LEGACY = { path: '/warranty/leeds-0', location: '/about-us/contact-0' };

/** Status and Location per path; the nth request to a path (from 1) can be answered differently. */
type Answer = (nth: number) => { status: number; location?: string; body?: string };

let server: http.Server | undefined;
const requested: string[] = [];

async function serve(answers: Record<string, Answer>): Promise<number> {
  const counts = new Map<string, number>();
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const nth = (counts.get(path) ?? 0) + 1;
    counts.set(path, nth);
    const { status, location, body } = answers[path]?.(nth) ?? { status: 404 };
    response.writeHead(status, location ? { location } : {});
    response.end(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  requested.length = 0;
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The harness as the bench sees it: only the timed start is used, and it reports a start of 1 s. */
function contextOn(port: number): BenchContext<Workspace> {
  const unused = () => Promise.reject(new Error('not used by measureFreshStart'));
  return {
    root: '/project',
    options: { durationSeconds: 1, skipBuild: true },
    workspace: { dir: '/tmp/bench', logDir: '/tmp/bench/logs' },
    progress: () => undefined,
    build: unused,
    startServer: unused,
    stopServer: unused,
    adopt: () => undefined,
    startServerTimed: async (_name, _appDir, hostName) => ({
      target: { ...targetFor(port, hostName), pid: process.pid },
      spawnedAt: performance.now() - SPAWNED_MS_AGO,
      readyMs: SPAWNED_MS_AGO,
    }),
  };
}

const plan = (expectRedirect: boolean): FreshStartPlan => ({
  name: 'test',
  appDir: '/tmp/app',
  hostName: 'uk.localhost',
  ukRules: expectRedirect ? 100_000 : 0,
  readyPath: '/favicon.svg',
  page: '/about-us',
  legacy: LEGACY,
  expectRedirect,
});

const ok: Answer = () => ({ status: 200 });
const redirect: Answer = () => ({ status: 308, location: LEGACY.location });

describe('measureFreshStart', () => {
  it('times /healthz from the spawn, then the first and the warm requests of the legacy URL and the page', async () => {
    const port = await serve({ '/healthz': ok, [LEGACY.path]: redirect, '/about-us': ok });
    const { start, target } = await measureFreshStart(contextOn(port), plan(true));

    expect(target.port).toBe(port);
    expect(requested.slice(0, 3)).toEqual(['/healthz', LEGACY.path, '/about-us']);
    expect(requested.filter((path) => path === LEGACY.path)).toHaveLength(1 + WARM_REPEATS);
    expect(start.ukRules).toBe(100_000);
    expect(start.readyMs).toBe(SPAWNED_MS_AGO);
    expect(start.healthzAnsweredMs).toBeGreaterThanOrEqual(SPAWNED_MS_AGO + start.healthzFirstMs - 1);
    expect(start.legacy).toMatchObject({ status: 308, location: LEGACY.location });
    expect(start.page).toMatchObject({ status: 200, location: null });
    for (const figure of [start.legacy.firstMs, start.legacy.warmMs, start.page.firstMs, start.page.warmMs]) {
      expect(figure).toBeGreaterThanOrEqual(0);
    }
  });

  it('waits while /healthz says the server is starting: the answered time is when it said ready', async () => {
    const starting = JSON.stringify({ status: 'starting' });
    const healthz: Answer = (nth) => (nth < 3 ? { status: 503, body: starting } : { status: 200 });
    const port = await serve({ '/healthz': healthz, [LEGACY.path]: redirect, '/about-us': ok });
    const { start } = await measureFreshStart(contextOn(port), plan(true));
    expect(requested.slice(0, 4)).toEqual(['/healthz', '/healthz', '/healthz', LEGACY.path]);
    expect(start.healthzAnsweredMs).toBeGreaterThan(SPAWNED_MS_AGO + start.healthzFirstMs);
  });

  it('fails naming the URL when the 100k table does not redirect the legacy URL where the engine does', async () => {
    const port = await serve({ '/healthz': ok, '/about-us': ok });
    await expect(measureFreshStart(contextOn(port), plan(true))).rejects.toThrow(
      `http://uk.localhost:${port}${LEGACY.path}, first request: expected 308 to ${LEGACY.location}, got 404 with Location (none)`,
    );
  });

  it('fails when a warm request answers differently from the first', async () => {
    const flaky: Answer = (nth) => (nth === 3 ? { status: 500 } : { status: 200 });
    const port = await serve({ '/healthz': ok, [LEGACY.path]: redirect, '/about-us': flaky });
    await expect(measureFreshStart(contextOn(port), plan(true))).rejects.toThrow(
      'about-us, warm request 2: expected 200, got 500',
    );
  });

  it('fails when the empty table redirects the legacy URL: the copies would not differ as intended', async () => {
    const port = await serve({ '/healthz': ok, [LEGACY.path]: redirect, '/about-us': ok });
    await expect(measureFreshStart(contextOn(port), plan(false))).rejects.toThrow(
      `expected no redirect from an empty table, got 308 to ${LEGACY.location}`,
    );
  });

  it('accepts any answer but a redirect from the empty table, and fails when /healthz is not 200', async () => {
    const port = await serve({ '/healthz': (nth) => ({ status: nth === 1 ? 200 : 503 }), '/about-us': ok });
    const { start } = await measureFreshStart(contextOn(port), plan(false));
    expect(start.legacy).toMatchObject({ status: 404, location: null });
    await expect(measureFreshStart(contextOn(port), plan(false))).rejects.toThrow(
      `http://uk.localhost:${port}/healthz answered 503 after a fresh start`,
    );
  });
});
