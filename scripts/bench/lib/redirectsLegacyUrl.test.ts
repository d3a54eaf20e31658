import { describe, expect, it } from 'vitest';
import { compileRedirectTable } from '../../../runtime/redirects/compileRedirectTable';
import type { RedirectRule } from '../../../schemas/generated/redirects';
import type { HttpResponse } from './http';
import { isRedirectTo, legacyUrl } from './redirectsLegacyUrl';

const rule = (source: string, destination: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  source,
  destination,
  permanent: true,
  ...extra,
});

const legacyOf = (rules: RedirectRule[]) => legacyUrl(rules, compileRedirectTable(rules, []));

function answer(status: number, location?: string): HttpResponse {
  return { status, headers: location === undefined ? {} : { location }, body: Buffer.alloc(0) };
}

describe('legacyUrl', () => {
  it('prefers an exact path-only rule that does not lead home, even when listed last', () => {
    const rules = [
      rule('/shop/view.aspx', '/cars/one', { query: { id: '7' } }),
      rule('/old/{slug}', '/new/{slug}'),
      rule('/start', '/'),
      rule('/Used/Volvo Cars', '/buy-car/volvo'),
    ];
    expect(legacyOf(rules)).toEqual({ path: '/Used/Volvo%20Cars', location: '/buy-car/volvo' });
  });

  it('falls back to a patterned source with its placeholders filled in, then to a query rule', () => {
    expect(legacyOf([rule('/old/{slug}', '/new/{slug}')])).toEqual({
      path: '/old/sample',
      location: '/new/sample',
    });
    expect(legacyOf([rule('/shop/view.aspx', '/cars/one', { query: { id: '7' } })])).toEqual({
      path: '/shop/view.aspx?id=7',
      location: '/cars/one',
    });
  });

  it('is null when no rule redirects its own source', () => {
    expect(legacyOf([])).toBeNull();
    // A self-redirect does not compile, so the engine redirects nothing.
    expect(legacyOf([rule('/same', '/same')])).toBeNull();
  });
});

describe('isRedirectTo', () => {
  const base = 'http://uk.localhost:4000/';

  it('accepts a 308 whose Location is the expected one, as a path or an absolute URL', () => {
    expect(isRedirectTo(answer(308, '/buy-car/volvo'), '/buy-car/volvo', base)).toBe(true);
    expect(isRedirectTo(answer(308, 'http://uk.localhost:4000/buy-car/volvo'), '/buy-car/volvo', base)).toBe(
      true,
    );
  });

  it('refuses another status, another Location or none', () => {
    expect(isRedirectTo(answer(301, '/buy-car/volvo'), '/buy-car/volvo', base)).toBe(false);
    expect(isRedirectTo(answer(308, '/buy-car/saab'), '/buy-car/volvo', base)).toBe(false);
    expect(isRedirectTo(answer(404), '/buy-car/volvo', base)).toBe(false);
  });
});
