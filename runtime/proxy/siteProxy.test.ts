import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { siteProxy } from './siteProxy';

const env = { NODE_ENV: 'production' };
const request = (url: string) => new NextRequest(new URL(url), { headers: { host: new URL(url).host } });
const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('siteProxy (the steps over the real site configs)', () => {
  it('switches site with sc_site only outside production', () => {
    const url = 'http://localhost:3000/used/bmw?sc_site=hedinautomotiveuksite';
    const development = siteProxy(request(url), { NODE_ENV: 'development' });
    expect(development.status).toBe(308);
    // A keepQuery rule: the override travels on with the rest of the query.
    expect(development.headers.get('location')).toBe(
      'http://localhost:3000/buy-car/used-cars/bmw?sc_site=hedinautomotiveuksite',
    );
    expect(siteProxy(request(url), env).headers.get('x-middleware-next')).toBe('1');
  });

  it('sends Sitecore paths of configured hosts to the forwarding route, on the request’s own origin', () => {
    const configured = {
      ...env,
      SITECORE_API_HOST: 'https://cm.example.com',
      SITECORE_MEDIA_HOST: 'https://edge.example.com',
    };
    expect(
      rewrittenTo(siteProxy(request('http://localhost:3000/sitecore/api/graph/edge?a=1'), configured)),
    ).toBe('http://localhost:3000/api/sitecore-proxy/sitecore/api/graph/edge?a=1');
    expect(rewrittenTo(siteProxy(request('http://localhost:3000/-/media/car.jpg'), configured))).toBe(
      'http://localhost:3000/api/sitecore-proxy/-/media/car.jpg',
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

  it('redirects a path with upper-case letters to its lower-case form, keeping the query', () => {
    const response = siteProxy(
      request('http://carstoresesite.localhost:3000/Kopa-Bil?car_brand=Volvo&sortName=car_price_asc'),
      env,
    );
    expect(response.status).toBe(308);
    // On the request's own origin: Next.js sends it as the path alone.
    expect(response.headers.get('location')).toBe(
      'http://carstoresesite.localhost:3000/kopa-bil?car_brand=Volvo&sortName=car_price_asc',
    );
    expect(
      siteProxy(request('http://hedingroupsite.localhost:3000/SV-SE/Om-Oss'), env).headers.get('location'),
    ).toBe('http://hedingroupsite.localhost:3000/sv-se/om-oss');
  });

  it('sends a legacy source in any case to its destination in one hop, in canonical case', () => {
    const response = siteProxy(request('http://hedinautomotiveuksite.localhost:3000/Used/BMW'), env);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'http://hedinautomotiveuksite.localhost:3000/buy-car/used-cars/bmw',
    );
  });

  it('leaves the case of media, Next.js files, API routes and percent-escapes alone', () => {
    for (const url of [
      'http://localhost:3000/-/media/cars/Sedan.JPG',
      'http://localhost:3000/sites/carstoresesite/Logo.svg',
      'http://localhost:3000/bilm%C3%A4rken',
    ]) {
      expect(siteProxy(request(url), env).headers.get('x-middleware-next'), url).toBe('1');
    }
  });

  it('lets a request that no step answers through to the host rewrites', () => {
    const response = siteProxy(request('http://carstoresesite.localhost:3000/om-oss?x=1'), env);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(rewrittenTo(response)).toBeNull();
  });
});

describe('siteProxy redirects (fixture project)', () => {
  const fixture = path.join(import.meta.dirname, '../../tests/fixtures/project');
  const proxied = (url: string) => siteProxy(request(url), env, fixture);

  it('answers 308 with Location for a table rule', () => {
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

  it('sends www to the configured canonical origin, never to the host and port the server sees', () => {
    const behindBalancer = new NextRequest(new URL('http://www.alpha.example.com:3131/about?x=1'), {
      headers: { host: 'www.alpha.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' },
    });
    expect(siteProxy(behindBalancer, env, fixture).headers.get('location')).toBe(
      'https://alpha.example.com/about?x=1',
    );
  });

  it('sends www with a legacy or mixed-case path where the bare host would, in one hop', () => {
    expect(proxied('http://www.alpha.example.com:3131/OLD').headers.get('location')).toBe(
      'https://alpha.example.com/',
    );
    expect(proxied('http://www.alpha.example.com:3131/Used/BMW').headers.get('location')).toBe(
      'https://alpha.example.com/buy-car/used-cars/bmw',
    );
    expect(proxied('http://www.alpha.example.com:3131/About?Q=A').headers.get('location')).toBe(
      'https://alpha.example.com/about?Q=A',
    );
  });

  it('leaves www alone on a site without the flag', () => {
    expect(siteProxy(request('https://www.beta.example.com/'), env, fixture).status).toBe(200);
  });
});
