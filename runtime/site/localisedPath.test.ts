import { describe, expect, it } from 'vitest';
import { localisedPath, splitLanguage } from './localisedPath';

const site: { languages: [string, ...string[]]; defaultLanguage: string } = {
  languages: ['sv-SE', 'en'],
  defaultLanguage: 'sv-SE',
};

describe('localised paths', () => {
  it('serves the default language without a prefix', () => {
    expect(splitLanguage(site, '/om-oss/kontakt')).toEqual({
      language: 'sv-SE',
      routePath: '/om-oss/kontakt',
    });
    expect(splitLanguage(site, '/')).toEqual({ language: 'sv-SE', routePath: '/' });
    expect(localisedPath(site, 'sv-SE', '/om-oss')).toBe('/om-oss');
    expect(localisedPath(site, 'sv-SE', '/')).toBe('/');
  });

  it('selects another language by its prefix, in any case', () => {
    expect(splitLanguage(site, '/EN/about')).toEqual({ language: 'en', routePath: '/about' });
    expect(splitLanguage(site, '/en')).toEqual({ language: 'en', routePath: '/' });
    expect(localisedPath(site, 'en', '/about')).toBe('/en/about');
    expect(localisedPath(site, 'en', '/')).toBe('/en');
  });

  it('treats a prefix naming the default language, or no language, as part of the path', () => {
    expect(splitLanguage(site, '/sv-se/om-oss')).toEqual({ language: 'sv-SE', routePath: '/sv-se/om-oss' });
    expect(splitLanguage(site, '/fi/tietoa/')).toEqual({ language: 'sv-SE', routePath: '/fi/tietoa' });
  });
});
