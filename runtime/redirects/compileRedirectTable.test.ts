import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../schemas/generated/redirects';
import { compileRedirectTable, matchRedirect } from './compileRedirectTable';

const rule = (source: string, destination: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  source,
  destination,
  permanent: true,
  ...extra,
});

function redirect(rules: RedirectRule[], url: string, hosts: string[] = []): string | null {
  const table = compileRedirectTable(rules, hosts);
  expect(table.errors).toEqual([]);
  const parsed = new URL(url, 'http://site.localhost');
  return matchRedirect(table, parsed.pathname, parsed.searchParams)?.location ?? null;
}

const errorsOf = (rules: RedirectRule[], hosts: string[] = []) => compileRedirectTable(rules, hosts).errors;

describe('matching', () => {
  it('ignores case and a trailing slash', () => {
    const rules = [rule('/Om-Oss/Varfor-Oss', '/bilagande')];
    expect(redirect(rules, '/om-oss/varfor-oss')).toBe('/bilagande');
    expect(redirect(rules, '/OM-OSS/VARFOR-OSS/')).toBe('/bilagande');
    expect(redirect(rules, '/om-oss/varfor-oss/mer')).toBeNull();
  });

  it('matches percent-encoded paths by their decoded form', () => {
    expect(redirect([rule('/om oss', '/om-oss')], '/om%20oss')).toBe('/om-oss');
    expect(redirect([rule('/bilmärken', '/marken')], '/bilm%C3%A4rken')).toBe('/marken');
  });

  it('lets the first listed rule win across exact and patterned rules', () => {
    expect(
      redirect(
        [
          rule('/used/{path*}', '/buy-car/used-cars/{path*}'),
          rule('/used/bmw', '/buy-car/used-cars/bmw-special'),
        ],
        '/used/bmw',
      ),
    ).toBe('/buy-car/used-cars/bmw');
    expect(
      redirect(
        [rule('/used/bmw', '/buy-car/brands/bmw'), rule('/used/{path*}', '/buy-car/used-cars/{path*}')],
        '/used/bmw',
      ),
    ).toBe('/buy-car/brands/bmw');
    expect(redirect([rule('/{slug}', '/pages/{slug}'), rule('/news', '/news-and-events')], '/news')).toBe(
      '/pages/news',
    );
  });

  it('keeps the first of duplicate sources', () => {
    expect(
      redirect(
        [rule('/offers', '/buy-car/latest-offers/bmw'), rule('/offers', '/buy-car/latest-offers/mini')],
        '/offers',
      ),
    ).toBe('/buy-car/latest-offers/bmw');
  });

  it('applies a rule with query conditions only when every parameter has its value', () => {
    const rules = [
      rule('/bilar', '/kjop-bil/nye-biler/bmw', { query: { brand: 'BMW', sort: 'price' } }),
      rule('/bilar', '/kjop-bil'),
    ];
    expect(redirect(rules, '/bilar?brand=bmw&sort=price&page=2')).toBe('/kjop-bil/nye-biler/bmw');
    expect(redirect(rules, '/bilar?brand=bmw')).toBe('/kjop-bil');
    expect(redirect(rules, '/bilar?brand=ford&sort=price')).toBe('/kjop-bil');
    expect(redirect(rules, '/bilar')).toBe('/kjop-bil');
  });
});

describe('query string policy', () => {
  it('drops the incoming query unless the rule keeps it, and always sends the destination’s own', () => {
    expect(redirect([rule('/old', '/new')], '/old?utm_source=x')).toBe('/new');
    expect(redirect([rule('/old', '/new?car_fuel=Electric')], '/old?utm_source=x')).toBe(
      '/new?car_fuel=Electric',
    );
    expect(
      redirect(
        [rule('/old', '/new?car_fuel=Electric', { keepQuery: true })],
        '/old?utm_source=x&car_fuel=Petrol',
      ),
    ).toBe('/new?car_fuel=Electric&utm_source=x');
  });
});

describe('substitution', () => {
  it('fills {path*} with the rest of the path, keeping the visitor’s spelling, or nothing', () => {
    const rules = [rule('/used/{path*}', '/buy-car/used-cars/{path*}')];
    expect(redirect(rules, '/used/BMW/3-Series')).toBe('/buy-car/used-cars/BMW/3-Series');
    expect(redirect(rules, '/used')).toBe('/buy-car/used-cars');
    expect(redirect(rules, '/used/')).toBe('/buy-car/used-cars');
  });

  it('fills named segments', () => {
    const rules = [
      rule('/anlaggning/{id}/{location}', '/anlaggningar/{location}'),
      rule('/nyheter/{year}/{slug}', '/news/{slug}?y={year}'),
    ];
    expect(redirect(rules, '/anlaggning/1042/uppsala')).toBe('/anlaggningar/uppsala');
    expect(redirect(rules, '/anlaggning/1042')).toBeNull();
    expect(redirect(rules, '/nyheter/2024/ny-butik')).toBe('/news/ny-butik?y=2024');
  });
});

describe('chains, loops and external hosts', () => {
  it('collapses a chain at compile time so the visitor gets one hop', () => {
    const table = compileRedirectTable([rule('/a', '/b'), rule('/b', '/c?x=1'), rule('/c', '/d')]);
    expect(table.errors).toEqual([]);
    // /c's rule drops the query /b sent along, as it drops any incoming query.
    expect(matchRedirect(table, '/a', new URLSearchParams())?.location).toBe('/d');
    expect(table.rules[0]?.chain).toEqual(['/b', '/c']);
    expect(matchRedirect(table, '/b', new URLSearchParams())?.location).toBe('/d');
    expect(table.rules[2]?.chain).toEqual([]);
  });

  it('follows a chain that only a templated destination reveals, per request', () => {
    expect(
      redirect(
        [
          rule('/used/{path*}', '/used-cars/{path*}'),
          rule('/used-cars/{path*}', '/buy-car/used-cars/{path*}'),
        ],
        '/used/bmw',
      ),
    ).toBe('/buy-car/used-cars/bmw');
  });

  it('rejects self-redirects and loops', () => {
    expect(errorsOf([rule('/a', '/A/')])).toEqual([
      { index: 0, field: 'destination', message: 'redirects to itself' },
    ]);
    expect(errorsOf([rule('/a', '/a?x=1')])[0]?.message).toBe('redirects to itself');
    expect(errorsOf([rule('/{slug}', '/a')])[0]?.message).toBe('redirects to itself');
    expect(errorsOf([rule('/a', '/b'), rule('/b', '/a')]).map((e) => e.message)).toEqual([
      'redirect loop: /a → /b → /a',
      'redirect loop: /b → /a → /b',
    ]);
    expect(errorsOf([rule('/x/{p*}', '/y/{p*}'), rule('/y/{p*}', '/x/{p*}')])).toHaveLength(2);
    expect(errorsOf([rule('/{p*}', '/new/{p*}')])[0]?.message).toBe('redirects to itself');
    expect(
      errorsOf([rule('/a/{p*}', '/b/{p*}'), rule('/b/{p*}', '/c/{p*}'), rule('/c/{p*}', '/a/x/{p*}')])[0]
        ?.message,
    ).toMatch(/loop/);
  });

  it('allows a self-looking rule whose query condition the destination does not repeat', () => {
    const rules = [rule('/list', '/list', { query: { sort: 'old' } })];
    expect(redirect(rules, '/list?sort=old&page=2')).toBe('/list');
    expect(redirect(rules, '/list')).toBeNull();
  });

  it('allows external destinations only to the site’s listed hosts', () => {
    expect(
      redirect([rule('/jobb', 'https://karriar.hedinmobility.com/lediga-jobb')], '/jobb', [
        'karriar.hedinmobility.com',
      ]),
    ).toBe('https://karriar.hedinmobility.com/lediga-jobb');
    expect(errorsOf([rule('/jobb', 'https://evil.example.com/')], ['karriar.hedinmobility.com'])).toEqual([
      {
        index: 0,
        field: 'destination',
        message: 'external host "evil.example.com" is not in the site\'s externalRedirectHosts',
      },
    ]);
  });

  it('reports malformed patterns', () => {
    expect(errorsOf([rule('/a/{rest*}/b', '/')])[0]).toMatchObject({
      index: 0,
      field: 'source',
      message: expect.stringMatching(/last segment/),
    });
    expect(errorsOf([rule('/a/{x', '/')])[0]?.message).toMatch(/neither literal/);
    expect(errorsOf([rule('/{x}/{x}', '/')])[0]?.message).toMatch(/twice/);
    expect(errorsOf([rule('/a/{x}', '/b/{y}')])[0]).toMatchObject({
      field: 'destination',
      message: expect.stringMatching(/\{y\}/),
    });
  });
});
