/**
 * Pages under a failing Experience Edge (CONTENT_SOURCE=edge, the GraphQL endpoint a fake on loopback):
 * getStaticProps gives up within the page's budget instead of hanging, the `content` breaker opens and
 * later renders fail fast, the error page then answers 503 with Retry-After and the market's page
 * without asking Edge, the breaker half-opens after its cool-down and closes when Edge answers again,
 * and /healthz says down (503) while it is open. That Next.js keeps serving the last good render when
 * getStaticProps throws during revalidation is shown against `next start` in tests/e2e/faults.spec.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import healthz from '../../pages/api/healthz';
import { registryComponents } from '../../registry/components.generated';
import { registryEntries } from '../../registry/entries.generated';
import {
  contentSource,
  handleStoriesRequest,
  loadSiteConfigs,
  siteErrorPageProps,
  siteErrorStatus,
  siteStaticProps,
} from '../../runtime/server';
import { createComponentFactory, SiteErrorPage, type SitePageProps } from '../../runtime/app';
import { SiteProviders } from '../../runtime/page/SiteApp';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { isUpstreamUnavailable } from '../../runtime/services/upstream/upstreamErrors';
import { type GraphQLRequestBody, recordedEdge } from '../fixtures/edgeReplies';
import { stubRouter } from '../render/renderSitePage';
import { type FakeUpstream, startFakeUpstream, timed } from './fakeUpstream';

const PAGE_BUDGET_MS = 700;
const CONTENT_TIMEOUT_MS = 400;
const THRESHOLD = 2;
const COOL_DOWN_MS = 20_000;

let edge: FakeUpstream;
const getStaticProps = siteStaticProps(registryEntries);
const omOss = { params: { site: 'carstoresesite', lang: 'sv-SE', path: ['om-oss'] } };

beforeAll(async () => {
  edge = await startFakeUpstream('hang');
  vi.stubEnv('CONTENT_SOURCE', 'edge');
  vi.stubEnv('GRAPH_QL_ENDPOINT', `${edge.origin}/api/graphql/v1`);
  vi.stubEnv('SITECORE_API_KEY', 'test-key');
  vi.stubEnv('PAGE_BUDGET_MS', String(PAGE_BUDGET_MS));
  vi.stubEnv('CONTENT_TIMEOUT_MS', String(CONTENT_TIMEOUT_MS));
  vi.stubEnv('BREAKER_FAILURE_THRESHOLD', String(THRESHOLD));
  vi.stubEnv('BREAKER_COOL_DOWN_MS', String(COOL_DOWN_MS));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await edge.close();
});

beforeEach(() => {
  resetUpstreamBreakers();
  edge.behave('hang');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A response object as far as the error page and /healthz use one. */
function fakeResponse() {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    statusCode: 500,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status(status: number) {
      sent.status = status;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res, headers, sent };
}

const rewrittenRequest = (url: string) =>
  ({ url, headers: { host: 'carstoresesite.localhost:3000' } }) as unknown as IncomingMessage;

async function renderFailing() {
  const attempt = await timed(async () => getStaticProps(omOss));
  if (!isUpstreamUnavailable(attempt.error)) throw new Error('expected the render to be unavailable');
  return { ms: attempt.ms, error: attempt.error };
}

function errorPageHtml(props: SitePageProps): string {
  return renderToString(
    <RouterContext.Provider value={stubRouter()}>
      <SiteProviders page={props}>
        <SiteErrorPage {...props} componentFactory={createComponentFactory(registryComponents)} />
      </SiteProviders>
    </RouterContext.Provider>,
  );
}

async function healthzAnswer() {
  const { res, sent } = fakeResponse();
  const req = { headers: { host: 'carstoresesite.localhost:3000' }, query: {} } as unknown as NextApiRequest;
  healthz(req, res as unknown as NextApiResponse);
  return sent as {
    status: number;
    body: { status: string; dependencies: Record<string, { status: string }> };
  };
}

describe('a page never rendered before, Experience Edge hanging', () => {
  it('gives up within the page budget (not a hang) and is answered with the market’s 503 page', async () => {
    const { ms, error } = await renderFailing();
    expect(error).toMatchObject({ upstream: 'content', reason: 'timeout', retryAfterSeconds: 10 });
    expect(ms).toBeGreaterThanOrEqual(CONTENT_TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(PAGE_BUDGET_MS + 1_000);

    // What pages/_error.tsx does with the error Next.js hands it.
    const { res, headers } = fakeResponse();
    expect(siteErrorStatus(res as unknown as ServerResponse, error)).toBe(503);
    expect(res.statusCode).toBe(503);
    expect(headers['retry-after']).toBe('10');

    const asked = edge.requests.length;
    const errorPage = await timed(() =>
      siteErrorPageProps(registryEntries, rewrittenRequest('/site/carstoresesite/sv-SE/om-oss'), 503),
    );
    // The error page asks Edge nothing: it would only wait for it again.
    expect(edge.requests).toHaveLength(asked);
    expect(errorPage.ms).toBeLessThan(CONTENT_TIMEOUT_MS);
    if (!errorPage.value) throw new Error('no error page props');
    expect(errorPage.value).toMatchObject({
      statusCode: 503,
      language: 'sv-SE',
      site: { name: 'carstoresesite' },
    });
    const html = errorPageHtml(errorPage.value);
    expect(html).toContain('503');
    expect(html).toContain('Något gick fel');
    expect(html).toContain('Försök igen om en stund');
  });

  it('opens the content breaker after N failed renders; the next render fails fast with Retry-After until the probe', async () => {
    for (let render = 0; render < THRESHOLD; render += 1) await renderFailing();
    const asked = edge.requests.length;
    const { ms, error } = await renderFailing();
    expect(error).toMatchObject({ reason: 'open', retryAfterSeconds: COOL_DOWN_MS / 1000 });
    expect(ms).toBeLessThan(CONTENT_TIMEOUT_MS / 4);
    expect(edge.requests).toHaveLength(asked);
    const { res, headers } = fakeResponse();
    siteErrorStatus(res as unknown as ServerResponse, error);
    expect(headers['retry-after']).toBe(String(COOL_DOWN_MS / 1000));
  });

  it('/healthz: down (503) while the breaker is open, ok (200) once a probe after the cool-down succeeds', async () => {
    expect(await healthzAnswer()).toMatchObject({ status: 200, body: { status: 'ok' } });
    await renderFailing();
    expect(await healthzAnswer()).toMatchObject({
      status: 200,
      body: { status: 'degraded', dependencies: { content: { status: 'degraded' } } },
    });
    await renderFailing();
    expect(await healthzAnswer()).toMatchObject({
      status: 503,
      body: { status: 'down', dependencies: { content: { status: 'down' } } },
    });

    // Only the breaker's clock moves on; the calls' time budgets stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + COOL_DOWN_MS);
    edge.behave((request, res) => {
      const reply = recordedEdge(JSON.parse(request.body) as GraphQLRequestBody);
      res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
    });
    const page = await getStaticProps(omOss);
    expect(page).toMatchObject({ revalidate: 60, props: { routePath: '/om-oss', language: 'sv-SE' } });
    expect(await healthzAnswer()).toMatchObject({
      status: 200,
      body: { status: 'ok', dependencies: { content: { status: 'ok' } } },
    });
  });
});

describe('Experience Edge answering, but not with content', () => {
  it.each([
    ['500', 'error500'],
    ['a body that is not JSON', 'invalidJson'],
  ] as const)(
    '%s: the render fails at once with the 503 path, never a 500 or a blank page',
    async (_what, behaviour) => {
      edge.behave(behaviour);
      const { ms, error } = await renderFailing();
      expect(error).toMatchObject({ upstream: 'content', reason: 'failed' });
      expect(ms).toBeLessThan(CONTENT_TIMEOUT_MS);
      const { res } = fakeResponse();
      expect(siteErrorStatus(res as unknown as ServerResponse, error)).toBe(503);
    },
  );
});

describe('/api/stories under a hanging Experience Edge', () => {
  it('answers 504 within CONTENT_TIMEOUT_MS, then 503 at once while the breaker is open', async () => {
    const query = { site: 'carstoresesite', language: 'sv-SE', indexPath: '/nyheter' };
    const context = { sites: loadSiteConfigs(), source: contentSource(), logError: () => undefined };
    const body = { error: 'The stories could not be loaded from the content source.' };
    for (let call = 0; call < THRESHOLD; call += 1) {
      const { ms, value } = await timed(() => handleStoriesRequest(query, context));
      expect(value).toEqual({ status: 504, body });
      expect(ms).toBeLessThan(CONTENT_TIMEOUT_MS + 1_000);
    }
    const open = await timed(() => handleStoriesRequest(query, context));
    expect(open.value).toEqual({ status: 503, body, retryAfterSeconds: COOL_DOWN_MS / 1000 });
    expect(open.ms).toBeLessThan(CONTENT_TIMEOUT_MS / 4);
  });
});
