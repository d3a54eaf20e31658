/**
 * Issue 12 items 3–6 against the request pipeline, as far as it runs without a build: the generated proxy
 * matcher compiled and matched by Next.js's own functions, the proxy itself, its Location made relative as
 * Next's router makes it, next.config.ts's headers, and the API routes served by Next's API resolver on a
 * loopback server. Next's own trailing-slash and repeated-slash redirects and each page's script policy in
 * a browser are in tests/e2e/security.spec.ts.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { getRelativeURL } from 'next/dist/shared/lib/router/utils/relativize-url';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import * as searchRoute from '../../pages/api/search';
import * as storiesRoute from '../../pages/api/stories';
import { config as proxyConfig, proxy } from '../../proxy';
import wwwRoute from '../../pages/api/www/[[...path]]';
import { apiRequest, apiResponse } from '../fixtures/apiExchange';
import { browserProxyMatcher, nextProxyMatcher } from '../fixtures/nextProxyMatcher';
import { routed } from '../fixtures/nextRewrites';

/** The address `next start` builds a request's URL from: its own host and port, whatever the Host header. */
const SERVER_ORIGIN = 'http://127.0.0.1:3131';
const runsProxy = nextProxyMatcher(proxyConfig.matcher);

/**
 * Where next.config.ts's first rewrites (`beforeFiles`, applied after the proxy) send a request: the
 * destination of the first rule whose host condition matches, or undefined.
 */
async function beforeFilesDestination(host: string, pathname: string): Promise<string | undefined> {
  const rewrites = await nextConfig.rewrites?.();
  const rules = (rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : undefined) ?? [];
  return routed(rules, `http://${host}${pathname}`);
}

/** What the visitor gets for a request: whether the proxy ran, the status and Location Next.js sends. */
function visit(host: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  const url = `${SERVER_ORIGIN}${pathAndQuery}`;
  if (!runsProxy(new URL(url).pathname, host)) return { proxied: false } as const;
  const request = new NextRequest(url, { headers: { host, ...headers } });
  const response = proxy(request);
  const location = response.headers.get('location');
  return {
    proxied: true,
    status: response.status,
    // Next.js's proxy adapter sends a Location on the request's own origin as a path.
    location: location === null ? null : getRelativeURL(location, request.nextUrl.href),
  } as const;
}

describe('canonical URLs before any rendering (item 3)', () => {
  it('answers every capitalisation of a page path 308 to the lower-case path, keeping the car list query', () => {
    for (const path of ['/KOPA-BIL', '/Kopa-Bil', '/kopa-BIL']) {
      expect(visit('carstoresesite.localhost', `${path}?car_brand=Volvo&sortName=car_price_asc`)).toEqual({
        proxied: true,
        status: 308,
        location: '/kopa-bil?car_brand=Volvo&sortName=car_price_asc',
      });
    }
    expect(visit('hedingroupsite.localhost', '/SV-SE/Nyheter')).toMatchObject({ location: '/sv-se/nyheter' });
  });

  it('keeps canonical paths, Next.js files, API routes and media off the proxy', () => {
    for (const path of [
      '/',
      '/kopa-bil',
      '/om-oss/kontakt',
      '/_next/static/chunks/A1b.js',
      '/api/search',
      '/sites/x/Logo.svg',
    ]) {
      expect(visit('carstoresesite.localhost', path), path).toEqual({ proxied: false });
    }
  });

  it('leaves every market’s pages to the browser’s router: no matcher takes them for the proxy’s', () => {
    // Next's router tests the matchers' paths without their hosts; a match refetches a page's data after
    // hydration.
    const browserSeesProxy = browserProxyMatcher(proxyConfig.matcher);
    for (const path of ['/', '/kopa-bil', '/om-oss/kontakt', '/buy-car/used-cars', '/sv-se/nyheter', '/en']) {
      expect(browserSeesProxy(path), path).toBe(false);
    }
    expect(browserSeesProxy('/Kopa-Bil')).toBe(true);
  });

  it('sends a legacy source in any case to its redirect in one hop, at its canonical destination', () => {
    expect(visit('hedinautomotiveuksite.localhost', '/Used/BMW/x5-xDrive40d?utm_source=mail')).toEqual({
      proxied: true,
      status: 308,
      location: '/buy-car/used-cars/bmw/x5-xdrive40d?utm_source=mail',
    });
  });
});

describe('redirects never name the server’s own host and port (item 5)', () => {
  it('sends www to the configured canonical origin, by its route or by the proxy, behind TLS too', async () => {
    // An ordinary path goes past the proxy to the www route, which answers wherever the server listens.
    expect(visit('www.hedinmobility.com', '/investors?year=2024')).toEqual({ proxied: false });
    const destination = await beforeFilesDestination('www.hedinmobility.com', '/investors');
    expect(destination).toBe('/api/www/investors');
    const { res, sent } = apiResponse();
    // Next hands the rewritten route the visitor's URL, not the destination.
    wwwRoute(apiRequest({ method: 'GET', host: 'www.hedinmobility.com', url: '/investors?year=2024' }), res);
    expect(sent).toMatchObject({
      status: 308,
      headers: { location: 'https://hedinmobility.com/investors?year=2024' },
    });
    // A path the proxy sees for its case is redirected there, in the same single hop.
    for (const headers of [{}, { 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }] as Record<
      string,
      string
    >[]) {
      expect(visit('www.hedinmobility.com', '/Investors?year=2024', headers)).toEqual({
        proxied: true,
        status: 308,
        location: 'https://hedinmobility.com/investors?year=2024',
      });
    }
    expect(await beforeFilesDestination('hedinmobility.com', '/investors')).toBeUndefined();
    expect(await beforeFilesDestination('www.carstore.se', '/')).toBeUndefined();
  });

  it('answers table redirects on the requested host, as a path', () => {
    expect(visit('hedinautomotive.no', '/biler?brand=bmw')).toMatchObject({
      location: '/kjop-bil/nye-biler/bmw',
    });
  });
});

describe('security headers from next.config.ts (item 4)', () => {
  /** The headers Next.js adds for a path: every matching route in order, later ones overriding. */
  async function headersFor(path: string): Promise<Record<string, string>> {
    const routes = (await nextConfig.headers?.()) ?? [];
    const matching = routes.filter((route) => getPathMatch(route.source, { strict: true })(path) !== false);
    return Object.fromEntries(
      matching.flatMap((route) => route.headers.map(({ key, value }) => [key, value])),
    );
  }

  it('gives pages a content security policy that allows no framing, nosniff and a referrer policy', async () => {
    const headers = await headersFor('/kopa-bil');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('gives API routes a policy that loads nothing', async () => {
    const headers = await headersFor('/api/search');
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('bounded API bodies through Next.js’s API resolver (item 6)', () => {
  const routes = { '/api/search': searchRoute, '/api/stories': storiesRoute } as const;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
      const route = routes[pathname as keyof typeof routes];
      const context = {
        previewModeId: 'x',
        previewModeEncryptionKey: 'x',
        previewModeSigningKey: 'x',
        dev: false,
      };
      void apiResolver(req, res, Object.fromEntries(searchParams), route, context, false, false, pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (path: string, body: string, method = 'POST') => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  };

  it('answers 400 to a search body nested 5,000 deep (it was a 500) or over 32 kB', async () => {
    expect(await post('/api/search', `${'['.repeat(5000)}${']'.repeat(5000)}`)).toEqual({
      status: 400,
      body: { error: 'The request body nests deeper than 8 levels.' },
    });
    const large = JSON.stringify({
      index: 'v',
      keyphrase: 'x',
      filters: { car_id: Array(5000).fill('car-0001') },
    });
    expect((await post('/api/search', large)).status).toBe(400);
  });

  it('answers 400 to a limit over 100 and says so, and passes a bounded body on', async () => {
    expect(await post('/api/search', JSON.stringify({ index: 'carstore_se_vehicles', limit: 1000 }))).toEqual(
      {
        status: 400,
        body: { error: '/limit: at most 100 records per request (ask for further pages with offset)' },
      },
    );
    expect(await post('/api/search', JSON.stringify({ index: 'no_such_index', limit: 100 }))).toEqual({
      status: 404,
      body: { error: expect.stringContaining('no_such_index') },
    });
  });

  it('never reads a body sent to a route that takes none', async () => {
    // 2 MB: Next.js's own parser would refuse it with 413; the route does not read it at all.
    const body = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${origin}/api/stories`, {
        method: 'GET',
        headers: { 'content-type': 'application/json' },
      });
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.once('error', reject);
      request.end(body);
    });
    expect(status).toBe(400);
  });
});
