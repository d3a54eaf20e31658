import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { siteProxy } from './siteProxy';

const env = { NODE_ENV: 'production' };
const request = (url: string) => new NextRequest(new URL(url), { headers: { host: new URL(url).host } });
const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');
const forwardedHeader = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`);

describe('siteProxy (the request pipeline over the real site configs)', () => {
  it('rewrites a page to the internal route of its site and default language', () => {
    const response = siteProxy(request('http://carstoresesite.localhost:3000/om-oss?x=1'), env);
    expect(rewrittenTo(response)).toBe(
      'http://carstoresesite.localhost:3000/site/carstoresesite/sv-SE/om-oss?x=1',
    );
    expect(forwardedHeader(response, 'x-site-name')).toBe('carstoresesite');
    expect(forwardedHeader(response, 'x-site-language')).toBe('sv-SE');
  });

  it('serves the default site on a bare localhost', () => {
    expect(rewrittenTo(siteProxy(request('http://localhost:3000/'), env))).toBe(
      'http://localhost:3000/site/carstoresesite/sv-SE',
    );
  });

  it('resolves production host names', () => {
    expect(rewrittenTo(siteProxy(request('https://hedinautomotive.co.uk/about-us'), env))).toBe(
      'https://hedinautomotive.co.uk/site/hedinautomotiveuksite/en-GB/about-us',
    );
  });

  it('switches site with sc_site only outside production', () => {
    const url = 'http://localhost:3000/some-page?sc_site=hedinautomotiveuksite';
    expect(rewrittenTo(siteProxy(request(url), { NODE_ENV: 'development' }))).toContain(
      '/site/hedinautomotiveuksite/en-GB/some-page',
    );
    expect(rewrittenTo(siteProxy(request(url), env))).toContain('/site/carstoresesite/');
  });

  it('rewrites the service paths to API routes, telling them the site', () => {
    for (const [path, api] of [
      ['/healthz', '/api/healthz'],
      ['/robots.txt', '/api/robots'],
      ['/sitemap.xml', '/api/sitemap'],
      ['/feaas-render', '/api/editing/feaas/render'],
    ]) {
      const response = siteProxy(request(`http://hedinautomotiveuksite.localhost:3000${path}`), env);
      expect(new URL(rewrittenTo(response) ?? '').pathname).toBe(api);
      expect(forwardedHeader(response, 'x-site-name')).toBe('hedinautomotiveuksite');
    }
  });

  it('proxies Sitecore paths to the configured hosts only', () => {
    const configured = {
      ...env,
      SITECORE_API_HOST: 'https://cm.example.com',
      SITECORE_MEDIA_HOST: 'https://edge.example.com',
    };
    expect(
      rewrittenTo(siteProxy(request('http://localhost:3000/sitecore/api/graph/edge?a=1'), configured)),
    ).toBe('https://cm.example.com/sitecore/api/graph/edge?a=1');
    expect(rewrittenTo(siteProxy(request('http://localhost:3000/-/media/car.jpg'), configured))).toBe(
      'https://edge.example.com/-/media/car.jpg',
    );
  });

  it('answers 404 with the reason when no content host is configured, and leaves media to public/', async () => {
    const content = siteProxy(request('http://localhost:3000/sitecore/api/layout'), env);
    expect(content.status).toBe(404);
    expect(await content.text()).toContain('SITECORE_API_HOST');
    const media = siteProxy(request('http://localhost:3000/-/media/car.jpg'), env);
    expect(rewrittenTo(media)).toBeNull();
    expect(media.headers.get('x-middleware-next')).toBe('1');
  });

  it('lets files from public/ through untouched', () => {
    const response = siteProxy(
      request('http://carstoresesite.localhost:3000/sites/carstoresesite/logo.svg'),
      env,
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('siteProxy redirects (fixture project)', () => {
  const fixture = path.join(import.meta.dirname, '../../tests/fixtures/project');
  const proxied = (url: string) => siteProxy(request(url), env, fixture);

  it('answers 308 with Location for a table rule, before any rewrite', () => {
    const response = proxied('https://alpha.example.com/OLD/?utm_source=mail');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('https://alpha.example.com/');
    expect(rewrittenTo(response)).toBeNull();
  });

  it('substitutes wildcards, honours query conditions and keeps the query only when asked', () => {
    expect(proxied('https://alpha.example.com/used/bmw/x5').headers.get('location')).toBe(
      'https://alpha.example.com/buy-car/used-cars/bmw/x5',
    );
    expect(proxied('https://alpha.example.com/cars?brand=BMW').headers.get('location')).toBe(
      'https://alpha.example.com/buy-car/bmw?car_brand=BMW',
    );
    expect(proxied('https://alpha.example.com/cars?brand=audi').status).toBe(200);
    expect(proxied('https://alpha.example.com/keep?y=2').headers.get('location')).toBe(
      'https://alpha.example.com/kept?x=1&y=2',
    );
  });

  it('sends external destinations to the allowed host', () => {
    expect(proxied('https://alpha.example.com/jobs').headers.get('location')).toBe(
      'https://careers.example.com/open-positions',
    );
  });

  it('sends www to the bare host, keeping path and query, when the site asks for it', () => {
    const response = proxied('https://www.alpha.example.com/about?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('https://alpha.example.com/about?x=1');
  });

  it('leaves www alone on a site without the flag', () => {
    expect(siteProxy(request('https://www.beta.example.com/'), env, fixture).status).toBe(200);
  });
});
