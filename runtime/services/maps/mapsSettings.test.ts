import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, pageScriptSources } from '../../routing/securityHeaders';
import { mapsKey } from './mapsSettings';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('mapsKey', () => {
  it('is undefined without MAPS_API_KEY (the offline map) and the trimmed key with one', () => {
    expect(mapsKey({})).toBeUndefined();
    expect(mapsKey({ MAPS_API_KEY: '  ' })).toBeUndefined();
    expect(mapsKey({ MAPS_API_KEY: ' AIzaSyA-abcdefghijklmnopqrstuvwxyz_12 ' })).toBe(
      'AIzaSyA-abcdefghijklmnopqrstuvwxyz_12',
    );
  });

  it('refuses a value that cannot be a key, naming the variable', () => {
    expect(() => mapsKey({ MAPS_API_KEY: 'key"><script>' })).toThrow(/MAPS_API_KEY/);
    expect(() => mapsKey({ MAPS_API_KEY: 'short' })).toThrow(/MAPS_API_KEY/);
  });
});

describe('the page policy and the maps provider', () => {
  const options = { production: true, editingHosts: [] };

  it('names no Google map host without a key', () => {
    const policy = pageContentSecurityPolicy({ ...options, maps: false });
    expect(policy).not.toMatch(/googleapis|gstatic|\*\.google\.com/);
    expect(directive(policy, 'worker-src')).toEqual([]);
    expect(pageScriptSources(false)).not.toContain('https://maps.googleapis.com');
  });

  it("allows Google's map script, data, fonts and workers with a key, in the header and the page's own policy", () => {
    const policy = pageContentSecurityPolicy({ ...options, maps: true });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://maps.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(policy, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(policy, 'style-src')).toContain('https://fonts.googleapis.com');
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(pageScriptSources(true)).toContain('https://maps.googleapis.com');
  });
});
