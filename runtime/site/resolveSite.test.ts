import { describe, expect, it } from 'vitest';
import { defaultSiteName, normaliseHost, resolveSite } from './resolveSite';

const sites = [
  {
    name: 'alpha',
    default: false,
    hostNames: ['alpha.example.com', '*.shared.example.com', 'alpha.localhost'],
  },
  {
    name: 'beta',
    default: true,
    hostNames: ['beta.example.com', 'www.shared.example.com', 'beta.localhost'],
  },
  { name: 'gamma', default: false, hostNames: ['*.shared.example.com', 'gamma.localhost'] },
];
const options = { defaultSite: 'beta', production: true };
const resolve = (host: string, extra: Partial<typeof options & { siteOverride: string }> = {}) =>
  resolveSite(host, sites, { ...options, ...extra })?.name;

describe('resolveSite', () => {
  it('matches exact host names, ignoring port and case', () => {
    expect(resolve('alpha.example.com')).toBe('alpha');
    expect(resolve('ALPHA.example.com:3000')).toBe('alpha');
    expect(resolve('gamma.localhost:3000')).toBe('gamma');
  });

  it('prefers an exact host over an earlier wildcard', () => {
    expect(resolve('www.shared.example.com')).toBe('beta');
  });

  it('lets the first listed wildcard win', () => {
    expect(resolve('shop.shared.example.com')).toBe('alpha');
  });

  it('does not let a wildcard match its bare domain', () => {
    expect(resolve('shared.example.com')).toBe('beta');
  });

  it('sends localhost and unknown hosts to the default site', () => {
    expect(resolve('localhost:3000')).toBe('beta');
    expect(resolve('unknown.example.org')).toBe('beta');
  });

  it('honours sc_site only outside production', () => {
    expect(resolve('alpha.localhost', { siteOverride: 'gamma', production: false })).toBe('gamma');
    expect(resolve('alpha.localhost', { siteOverride: 'gamma', production: true })).toBe('alpha');
    expect(resolve('alpha.localhost', { siteOverride: 'nope', production: false })).toBe('alpha');
  });

  it('normalises hosts', () => {
    expect(normaliseHost(' Example.COM.:8080 ')).toBe('example.com');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('defaultSiteName', () => {
  it('uses the configured default, overridable by an existing site name', () => {
    expect(defaultSiteName(sites, undefined)).toBe('beta');
    expect(defaultSiteName(sites, 'gamma')).toBe('gamma');
    expect(defaultSiteName(sites, 'missing')).toBe('beta');
  });

  it('fails loudly when no site is the default', () => {
    expect(() => defaultSiteName([{ name: 'a', default: false }], undefined)).toThrow(/default/);
  });
});
