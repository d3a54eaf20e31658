/**
 * /healthz per dependency: ok, degraded (failures, breaker still closed) or down (breaker open), and the
 * status an operator's probe sees — 200 while the site can serve pages, 503 when it cannot (invalid
 * configuration, or the content source down). Breakers are driven to each state through the registry;
 * the fault suite's other files drive them with real failing upstreams.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import healthz from '../../pages/api/healthz';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { forgetOnePerProcessValues } from '../../runtime/cache/onePerProcess';
import { healthReport } from '../../runtime/server';
import { whileSearchIndexesLoad } from '../../runtime/services/search/indexPreload';
import { sharedRedis } from '../../runtime/shared/sharedRedis';
import { resetUpstreamBreakers, upstreamBreaker } from '../../runtime/services/upstream/breakerRegistry';

const THRESHOLD = 2;

function failTimes(name: string, times: number) {
  for (let call = 0; call < times; call += 1) upstreamBreaker(name).admit()?.failed('timed out');
}

function probe(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  let status = 0;
  let body: unknown;
  const res = {
    setHeader: () => res,
    status: (code: number) => {
      status = code;
      return res;
    },
    json: (value: unknown) => {
      body = value;
      return res;
    },
  };
  const req = { headers: { host: 'carstoresesite.localhost:3000' }, query: {} } as unknown as NextApiRequest;
  healthz(req, res as unknown as NextApiResponse);
  return { status, body };
}

beforeEach(() => {
  vi.stubEnv('BREAKER_FAILURE_THRESHOLD', String(THRESHOLD));
  resetUpstreamBreakers();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetUpstreamBreakers();
});

describe('/healthz', () => {
  const hosted = {
    CONTENT_SOURCE: 'edge',
    GRAPH_QL_ENDPOINT: 'http://127.0.0.1:9/graphql',
    SITECORE_API_KEY: 'key',
    SEARCH_API_URL: 'http://127.0.0.1:9/query',
    SITECORE_API_HOST: 'http://127.0.0.1:9',
  };

  it('reports every dependency ok (200) before anything failed, naming no host', () => {
    const { status, body } = probe(hosted);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      contentSource: 'edge',
      dependencies: {
        content: { status: 'ok', kind: 'edge' },
        search: { status: 'ok', kind: 'hosted' },
        sitecore: { status: 'ok', kind: 'proxied' },
        media: { status: 'ok', kind: 'public files' },
      },
    });
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  });

  it('the embedded defaults are in-process dependencies, ok once loaded', () => {
    const { status, body } = probe({ CONTENT_SOURCE: 'local' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      dependencies: { content: { kind: 'local' }, search: { kind: 'embedded' }, sitecore: { kind: 'off' } },
    });
  });

  it('is starting (503) while the embedded search loads its indexes, so a readiness probe waits', async () => {
    let loaded = () => {};
    const loading = whileSearchIndexesLoad(new Promise<void>((resolve) => (loaded = resolve)));
    expect(probe({ CONTENT_SOURCE: 'local' })).toMatchObject({
      status: 503,
      body: { status: 'starting', dependencies: { search: { status: 'starting', kind: 'embedded' } } },
    });
    loaded();
    await loading;
    expect(probe({ CONTENT_SOURCE: 'local' })).toMatchObject({
      status: 200,
      body: { status: 'ok', dependencies: { search: { status: 'ok', kind: 'embedded' } } },
    });
  });

  it('an invalid configuration is down, not starting, while the indexes load', async () => {
    let loaded = () => {};
    const loading = whileSearchIndexesLoad(new Promise<void>((resolve) => (loaded = resolve)));
    expect(probe({ CONTENT_SOURCE: 'ftp' })).toMatchObject({ status: 503, body: { status: 'down' } });
    loaded();
    await loading;
  });

  it('is degraded (200) while search fails, and its breaker says why and when it probes again', () => {
    failTimes('search', 1);
    expect(probe(hosted)).toMatchObject({
      status: 200,
      body: {
        status: 'degraded',
        dependencies: {
          search: {
            status: 'degraded',
            breaker: { state: 'closed', consecutiveFailures: 1, lastFailure: 'timed out' },
          },
        },
      },
    });
    failTimes('search', 1);
    expect(probe(hosted)).toMatchObject({
      status: 200,
      body: {
        status: 'degraded',
        dependencies: { search: { status: 'down', breaker: { state: 'open', retryAfterSeconds: 15 } } },
      },
    });
  });

  it('is degraded (200) while the form hub is down: leads wait in the outbox', () => {
    failTimes('forms', THRESHOLD);
    expect(probe({ ...hosted, FORM_HUB_URL: 'http://127.0.0.1:9/forms' })).toMatchObject({
      status: 200,
      body: { status: 'degraded', dependencies: { forms: { status: 'down', kind: 'hosted' } } },
    });
  });

  it('the embedded form hub is an in-process dependency', () => {
    expect(probe({ CONTENT_SOURCE: 'local' }).body).toMatchObject({
      dependencies: { forms: { status: 'ok', kind: 'embedded' } },
    });
  });

  it('is degraded (200) while the Sitecore proxy’s host is down: pages still render', () => {
    failTimes('sitecore', THRESHOLD);
    expect(probe(hosted)).toMatchObject({
      status: 200,
      body: { status: 'degraded', dependencies: { sitecore: { status: 'down' }, content: { status: 'ok' } } },
    });
  });

  it('is down (503) while the content source is down: no page can be rendered', () => {
    failTimes('content', THRESHOLD);
    expect(probe(hosted)).toMatchObject({
      status: 503,
      body: { status: 'down', dependencies: { content: { status: 'down' } } },
    });
  });

  it('without REDIS_URL, Redis is off and not needed', () => {
    expect(probe({ CONTENT_SOURCE: 'local' })).toMatchObject({
      status: 200,
      body: { status: 'ok', dependencies: { redis: { status: 'ok', kind: 'off' } } },
    });
  });

  it('is degraded (200) while the configured Redis cannot be reached: pages serve from the local cache', () => {
    const env = { CONTENT_SOURCE: 'local', REDIS_URL: 'redis://127.0.0.1:9' };
    try {
      const { status, body } = probe(env);
      expect({ status, body }).toMatchObject({
        status: 200,
        body: { status: 'degraded', dependencies: { redis: { status: 'down', kind: 'shared' } } },
      });
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    } finally {
      sharedRedis(env)?.destroy();
      forgetOnePerProcessValues();
    }
  });

  it('is down (503) with an invalid content source setting', () => {
    expect(probe({ CONTENT_SOURCE: 'ftp' })).toMatchObject({
      status: 503,
      body: { status: 'down', contentSource: 'invalid: CONTENT_SOURCE must be "local" or "edge", not "ftp"' },
    });
    expect(healthReport(fieldSchemas, { CONTENT_SOURCE: 'ftp' }).dependencies.content).toEqual({
      status: 'down',
      kind: 'invalid',
    });
  });
});
