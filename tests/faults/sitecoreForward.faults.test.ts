/**
 * The Sitecore / media forward (runtime/api/sitecoreForward.ts, what the proxy rewrites Sitecore paths
 * to) served by a node:http server in the test, in front of fake upstreams on loopback: a hanging host
 * is answered 504 within the budget, then 503 with Retry-After once its breaker opens; forwarding headers
 * come from this server's view, never from the client's; only safe response headers come back; bodies
 * are bounded; errors and refusals are 5xx answers, never a hang.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardSitecoreRequest } from '../../runtime/server';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { SITECORE_PROXY_MAX_BODY_BYTES } from '../../runtime/config/constants';
import { type FakeUpstream, refusingOrigin, startFakeUpstream, timed } from './fakeUpstream';

const TIMEOUT_MS = 400;
const THRESHOLD = 2;
/** The forwarding route's URL for a path and query, as the proxy step rewrites to it. */
const forwarded = (pathAndQuery: string) => `/api/sitecore-proxy?to=${encodeURIComponent(pathAndQuery)}`;

let upstream: FakeUpstream;
let site: Server;
let env: Record<string, string | undefined>;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the forwarding server as a client sends it (Host and any headers it likes). */
function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { port } = site.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { host: 'carstoresesite.localhost:3000', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeEach(async () => {
  vi.stubEnv('SITECORE_PROXY_TIMEOUT_MS', String(TIMEOUT_MS));
  vi.stubEnv('BREAKER_FAILURE_THRESHOLD', String(THRESHOLD));
  resetUpstreamBreakers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  upstream = await startFakeUpstream('hang');
  env = { SITECORE_API_HOST: upstream.origin, SITECORE_MEDIA_HOST: upstream.origin };
  // As Next.js's API route gets it: the query of the URL the proxy rewrote to, parsed.
  site = createServer((req, res) => {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://site.internal').searchParams);
    void forwardSitecoreRequest(Object.assign(req, { query }), res, { env });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await upstream.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetUpstreamBreakers();
});

describe('a Sitecore host that hangs', () => {
  it('is answered 504 within the budget, then 503 with Retry-After at once while its breaker is open', async () => {
    for (let call = 0; call < THRESHOLD; call += 1) {
      const { ms, value } = await timed(() => send(forwarded('/sitecore/api/layout/render/jss?item=/')));
      expect(value).toMatchObject({
        status: 504,
        body: `The content host did not answer within ${TIMEOUT_MS} ms.`,
      });
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
    }
    const { ms, value } = await timed(() => send(forwarded('/sitecore/api/layout/render/jss?item=/')));
    expect(value?.status).toBe(503);
    expect(value?.headers['retry-after']).toBe('15');
    expect(value?.headers['cache-control']).toBe('no-store');
    expect(ms).toBeLessThan(TIMEOUT_MS / 4);
    expect(upstream.requests).toHaveLength(THRESHOLD);
  });

  it('media has a breaker of its own: a hanging media edge does not shut the content host', async () => {
    for (let call = 0; call < THRESHOLD; call += 1)
      expect((await send(forwarded('/-/media/car.jpg'))).status).toBe(504);
    expect((await send(forwarded('/-/media/car.jpg'))).status).toBe(503);
    upstream.behave((_request, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    expect((await send(forwarded('/sitecore/api/layout/render/jss'))).status).toBe(200);
  });
});

describe('what goes upstream', () => {
  beforeEach(() => upstream.behave((_request, res) => res.writeHead(204).end()));

  it('sets X-Forwarded-Host/Proto/For from this server’s view and drops the client’s own', async () => {
    await send(forwarded('/sitecore/api/layout/render/jss?item=%2Fom-oss&sc_lang=sv-SE'), {
      headers: {
        'x-forwarded-host': 'evil.example.com',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
        forwarded: 'for=203.0.113.9;host=evil.example.com',
        'x-real-ip': '203.0.113.9',
        cookie: 'ASP.NET_SessionId=abc',
        'x-middleware-subrequest': 'proxy',
      },
    });
    const [received] = upstream.requests;
    expect(received?.url).toBe('/sitecore/api/layout/render/jss?item=%2Fom-oss&sc_lang=sv-SE');
    expect(received?.headers).toMatchObject({
      host: new URL(upstream.origin).host,
      'x-forwarded-host': 'carstoresesite.localhost:3000',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
      cookie: 'ASP.NET_SessionId=abc',
    });
    expect(received?.headers).not.toHaveProperty('forwarded');
    expect(received?.headers).not.toHaveProperty('x-real-ip');
    expect(received?.headers).not.toHaveProperty('x-middleware-subrequest');
  });

  it('behind a trusted load balancer, names the visitor it names, not the balancer', async () => {
    vi.stubEnv('TRUSTED_PROXY_COUNT', '1');
    await send(forwarded('/sitecore/api/layout/render/jss?item=%2F'), {
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' },
    });
    expect(upstream.requests[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('forwards a POST body, and refuses one over the limit with 413 without calling upstream', async () => {
    const graphQL = JSON.stringify({ query: '{ item(path: "/") { id } }' });
    expect(
      (await send(forwarded('/sitecore/api/graph/edge'), { method: 'POST', body: graphQL })).status,
    ).toBe(204);
    expect(upstream.requests[0]).toMatchObject({ method: 'POST', body: graphQL });

    const tooLarge = 'x'.repeat(SITECORE_PROXY_MAX_BODY_BYTES + 1);
    const refused = await send(forwarded('/sitecore/api/graph/edge'), { method: 'POST', body: tooLarge });
    expect(refused.status).toBe(413);
    expect(upstream.requests).toHaveLength(1);
  });

  it('forwards only Sitecore paths to the configured origins', async () => {
    expect(await send(forwarded('/om-oss'))).toMatchObject({ status: 404, body: 'Not a Sitecore path.' });
    for (const elsewhere of [
      '//evil.example.com/sitecore/api/x',
      'https://evil.example.com/sitecore/api/x',
    ]) {
      expect(await send(forwarded(elsewhere))).toMatchObject({ status: 404, body: 'Not a Sitecore path.' });
    }
    expect((await send('/api/sitecore-proxy')).status).toBe(404);
    env = {};
    expect(await send(forwarded('/sitecore/api/layout'))).toMatchObject({
      status: 404,
      body: 'No content host is configured (SITECORE_API_HOST).',
    });
    expect((await send(forwarded('/sitecore/api/x'), { method: 'DELETE' })).status).toBe(404);
    env = { SITECORE_API_HOST: upstream.origin };
    expect(await send(forwarded('/sitecore/api/x'), { method: 'DELETE' })).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD, POST, OPTIONS' },
    });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('what comes back', () => {
  const upstreamHeaders = {
    'content-type': 'application/json',
    'cache-control': 'public, max-age=60',
    etag: '"v1"',
    'set-cookie': 'SC_ANALYTICS_GLOBAL_COOKIE=1; Path=/',
    server: 'Microsoft-IIS/10.0',
    'x-powered-by': 'ASP.NET',
    'x-aspnet-version': '4.0.30319',
  };

  it('passes the status, the body and the safe headers; the server’s own headers stay behind', async () => {
    const body = JSON.stringify({ sitecore: { route: { name: 'home' } }, padding: 'x'.repeat(200_000) });
    upstream.behave((_request, res) => res.writeHead(200, upstreamHeaders).end(body));
    const answer = await send(forwarded('/sitecore/api/layout/render/jss'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(body);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'public, max-age=60',
      etag: '"v1"',
      'set-cookie': ['SC_ANALYTICS_GLOBAL_COOKIE=1; Path=/'],
    });
    expect(answer.headers).not.toHaveProperty('server');
    expect(answer.headers).not.toHaveProperty('x-powered-by');
    expect(answer.headers).not.toHaveProperty('x-aspnet-version');
  });

  it('keeps a media edge from setting this site’s cookies', async () => {
    upstream.behave((_request, res) =>
      res.writeHead(200, { ...upstreamHeaders, 'content-type': 'image/jpeg' }).end('jpeg'),
    );
    const answer = await send(forwarded('/-/media/car.jpg?w=640'));
    expect(answer).toMatchObject({ status: 200, body: 'jpeg', headers: { 'content-type': 'image/jpeg' } });
    expect(answer.headers).not.toHaveProperty('set-cookie');
  });

  it('keeps a redirect on the upstream’s own origin on this host', async () => {
    upstream.behave((_request, res) =>
      res.writeHead(302, { location: `${upstream.origin}/sitecore/login?x=1` }).end(),
    );
    const answer = await send(forwarded('/sitecore/service/keepalive.aspx'));
    expect(answer).toMatchObject({ status: 302, headers: { location: '/sitecore/login?x=1' } });
  });

  it('passes a 500 on and counts it: the breaker opens after N of them', async () => {
    upstream.behave('error500');
    for (let call = 0; call < THRESHOLD; call += 1) {
      expect(await send(forwarded('/sitecore/api/layout'))).toMatchObject({
        status: 500,
        body: 'Internal Server Error',
      });
    }
    expect((await send(forwarded('/sitecore/api/layout'))).status).toBe(503);
  });

  it('answers 502 at once when the host refuses connections', async () => {
    env = { SITECORE_API_HOST: await refusingOrigin() };
    const { ms, value } = await timed(() => send(forwarded('/sitecore/api/layout')));
    expect(value).toMatchObject({ status: 502, body: 'The content host could not be reached.' });
    expect(ms).toBeLessThan(TIMEOUT_MS);
  });
});
