import { describe, expect, it } from 'vitest';
import { routed } from '../../tests/fixtures/nextRewrites';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { siteRewrites } from './siteRewrites';

const sites = loadSiteConfigs();
const production = siteRewrites(sites, { defaultSite: 'carstoresesite', production: true });

describe('siteRewrites (host → site routing, matched the way Next.js matches)', () => {
  it('leaves API paths to the API routes, dynamic ones included, on every host', () => {
    for (const url of [
      'http://hedinautomotivesesite.localhost:3000/api/mechmate/car/ABC123',
      'http://localhost:3000/api/search',
      'http://example.com/api/places/autocomplete?q=gote',
    ])
      expect(routed(production, url), url).toBe(new URL(url).pathname);
  });

  it('leaves the component catalogue to its page route on every host, the overview included', () => {
    for (const url of [
      'http://carstoresesite.localhost:3000/_catalogue',
      'http://hedinautomotiveuksite.localhost:3000/_catalogue/car-list?theme=carstorenosite',
      'https://hedinautomotive.co.uk/_catalogue/hero-banner',
    ])
      expect(routed(production, url), url).toBe(new URL(url).pathname);
  });

  it('serves a page from the internal route of its site and default language', () => {
    expect(routed(production, 'http://carstoresesite.localhost:3000/om-oss')).toBe(
      '/site/carstoresesite/sv-SE/om-oss',
    );
    expect(routed(production, 'https://hedinautomotive.co.uk/about-us/team')).toBe(
      '/site/hedinautomotiveuksite/en-GB/about-us/team',
    );
    expect(routed(production, 'https://WWW.Carstore.NO./')).toBe('/site/carstorenosite/nb-NO');
  });

  it('serves the other languages of a site from their path prefix, in any case', () => {
    expect(routed(production, 'http://hedingroupsite.localhost/sv-se/om-oss')).toBe(
      '/site/hedingroupsite/sv-se/om-oss',
    );
    expect(routed(production, 'http://hedingroupsite.localhost/SV-SE')).toBe('/site/hedingroupsite/SV-SE');
    expect(routed(production, 'http://hedingroupsite.localhost/sv-sex')).toBe(
      '/site/hedingroupsite/en/sv-sex',
    );
  });

  it('serves the default site on a bare localhost and on unknown hosts', () => {
    expect(routed(production, 'http://localhost:3000/')).toBe('/site/carstoresesite/sv-SE');
    expect(routed(production, 'http://unknown.example/kopa-bil')).toBe('/site/carstoresesite/sv-SE/kopa-bil');
  });

  it('serves the paths below a car detail path from the server-rendered wildcard route', () => {
    expect(routed(production, 'http://carstoresesite.localhost/kopa-bil/bil/3309000001/volvo-v90')).toBe(
      '/wildcard/carstoresesite/sv-SE/kopa-bil/bil/3309000001/volvo-v90',
    );
    expect(routed(production, 'https://hedinautomotive.co.uk/buy-car/used-cars/car/42')).toBe(
      '/wildcard/hedinautomotiveuksite/en-GB/buy-car/used-cars/car/42',
    );
    expect(routed(production, 'http://hedingroupsite.localhost/SV-SE/cars/car/7/x')).toBe(
      '/wildcard/hedingroupsite/SV-SE/cars/car/7/x',
    );
    // The car detail item itself and its neighbours stay content pages.
    expect(routed(production, 'http://carstoresesite.localhost/kopa-bil/bil')).toBe(
      '/site/carstoresesite/sv-SE/kopa-bil/bil',
    );
    expect(routed(production, 'http://carstoresesite.localhost/kopa-bil/bilar/1')).toBe(
      '/site/carstoresesite/sv-SE/kopa-bil/bilar/1',
    );
  });

  it('does not let a lookalike host reach a site', () => {
    expect(routed(production, 'http://carstoreXse/')).toBe('/site/carstoresesite/sv-SE');
    expect(routed(production, 'http://evil-carstore.no/')).toBe('/site/carstoresesite/sv-SE');
  });

  it('switches site with sc_site only outside production', () => {
    const development = siteRewrites(sites, { defaultSite: 'carstoresesite', production: false });
    const url = 'http://localhost:3000/some-page?sc_site=hedinautomotiveuksite';
    expect(routed(development, url)).toBe('/site/hedinautomotiveuksite/en-GB/some-page');
    expect(routed(production, url)).toBe('/site/carstoresesite/sv-SE/some-page');
  });

  it('serves the data of an internal route to the browser’s router, which resolves the rewrites itself', () => {
    // Next marks every /_next/data/… request with this header before it applies the rewrites.
    const data = { 'x-nextjs-data': '1' };
    for (const path of [
      '/site/carstoresesite/sv-SE/om-oss',
      '/wildcard/carstoresesite/sv-SE/kopa-bil/bil/1/x',
    ]) {
      expect(routed(production, `http://carstoresesite.localhost:3000${path}`, data)).toBe(path);
    }
    // Any other request for an internal route is rewritten again, so the page is not found there.
    expect(routed(production, 'http://carstoresesite.localhost:3000/site/carstoresesite/sv-SE/om-oss')).toBe(
      '/site/carstoresesite/sv-SE/site/carstoresesite/sv-SE/om-oss',
    );
  });

  it('sends the service paths to their API routes on every host', () => {
    for (const [path, api] of [
      ['/healthz', '/api/healthz'],
      ['/robots.txt', '/api/robots'],
      ['/sitemap.xml', '/api/sitemap'],
    ]) {
      expect(routed(production, `http://hedinautomotiveuksite.localhost:3000${path}`)).toBe(api);
    }
  });

  it('sends a page asked for in editing or normal mode to the editing route, on every host', () => {
    const host = 'http://hedinautomotiveuksite.localhost:3000';
    expect(routed(production, `${host}/about-us?sc_mode=edit&secret=s`)).toBe('/api/editing/open/about-us');
    expect(routed(production, `${host}/?sc_mode=normal`)).toBe('/api/editing/open');
    expect(routed(production, `${host}/about-us?sc_mode=preview`)).toBe(
      '/site/hedinautomotiveuksite/en-GB/about-us',
    );
    expect(routed(production, `${host}/api/healthz?sc_mode=edit`)).toBe('/api/healthz');
  });

  it('refuses a default site that is not configured', () => {
    expect(() => siteRewrites(sites, { defaultSite: 'nosuchsite', production: true })).toThrow(
      'The default site "nosuchsite" is not configured',
    );
  });
});
