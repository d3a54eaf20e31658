import { describe, expect, it } from 'vitest';
import { nextProxyMatcher } from '../../tests/fixtures/nextProxyMatcher';
import { caseCanonicalPath, upperCasePathMatcher } from './canonicalCase';

/** Whether Next.js would run the proxy for a path, with the matcher compiled the way Next compiles it. */
const proxied = nextProxyMatcher([upperCasePathMatcher()]);

describe('caseCanonicalPath', () => {
  it('lowers the ASCII letters of a page path', () => {
    expect(caseCanonicalPath('/KOPA-BIL')).toBe('/kopa-bil');
    expect(caseCanonicalPath('/SV-SE/Om-Oss/')).toBe('/sv-se/om-oss/');
    expect(caseCanonicalPath('/kopa-bil')).toBe('/kopa-bil');
  });

  it('keeps percent-escapes as they are', () => {
    expect(caseCanonicalPath('/Bilm%C3%A4rken')).toBe('/bilm%C3%A4rken');
  });

  it('keeps the case of Next.js files, API routes, the internal site route, static files and Sitecore paths', () => {
    for (const path of [
      '/_next/static/chunks/Ab.js',
      '/api/Search',
      '/site/carstoresesite/sv-SE/kopa-bil',
      '/wildcard/carstoresesite/sv-SE/kopa-bil/bil/1/volvo',
      '/sites/carstoresesite/Logo.svg',
      '/-/media/cars/Sedan.JPG',
      '/sitecore/api/Layout',
      '/SITECORE/Service',
    ]) {
      expect(caseCanonicalPath(path)).toBe(path);
    }
    expect(caseCanonicalPath('/Sites-We-Love')).toBe('/sites-we-love');
  });
});

describe('upperCasePathMatcher (compiled as Next.js compiles proxy matchers)', () => {
  it('sends paths with an upper-case letter to the proxy, and canonical paths past it', () => {
    expect(proxied('/KOPA-BIL')).toBe(true);
    expect(proxied('/kopa-bil/Volvo')).toBe(true);
    expect(proxied('/SV-SE')).toBe(true);
    expect(proxied('/kopa-bil')).toBe(false);
    expect(proxied('/')).toBe(false);
    expect(proxied('/bilm%C3%A4rken')).toBe(false);
    expect(proxied('/bilm%C3%A4rKen')).toBe(true);
  });

  it('covers exactly the paths caseCanonicalPath would change', () => {
    for (const path of [
      '/_next/static/X.js',
      '/api/Search',
      '/-/media/Car.JPG',
      '/sites/x/Logo.svg',
      '/sitecore/api/X',
    ]) {
      expect(proxied(path), path).toBe(false);
      expect(caseCanonicalPath(path)).toBe(path);
    }
  });

  it("catches a client-side navigation's data request for a mixed-case path, not the internal route it fetches", () => {
    expect(proxied('/_next/data/BuildId/Kopa-Bil.json')).toBe(true);
    expect(proxied('/_next/data/BuildId/site/carstoresesite/sv-SE/kopa-bil.json')).toBe(false);
    expect(proxied('/_next/data/BuildId/wildcard/carstoresesite/sv-SE/kopa-bil/bil/1/volvo.json')).toBe(
      false,
    );
  });
});
