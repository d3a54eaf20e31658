import { describe, expect, it } from 'vitest';
import { parseProxyOrigin, proxyTargetFor, proxyTargetUrl } from './proxyTargets';

describe('proxy targets', () => {
  it('routes Sitecore paths to the content host and media paths to the media edge', () => {
    expect(proxyTargetFor('/sitecore/api/layout/render/jss')).toBe('content');
    expect(proxyTargetFor('/sitecore/service/keepalive.aspx')).toBe('content');
    expect(proxyTargetFor('/-/speak/v1/x.js')).toBe('content');
    expect(proxyTargetFor('/-/media/cars/hero.jpg')).toBe('media');
    expect(proxyTargetFor('/-/jssmedia/cars/hero.jpg')).toBe('media');
    expect(proxyTargetFor('/om-oss')).toBeUndefined();
    expect(proxyTargetFor('/sitecore')).toBeUndefined();
  });

  it('accepts only bare http(s) origins as targets', () => {
    expect(parseProxyOrigin('https://cm.example.com')?.origin).toBe('https://cm.example.com');
    expect(parseProxyOrigin('https://cm.example.com/')?.origin).toBe('https://cm.example.com');
    expect(parseProxyOrigin(undefined)).toBeNull();
    expect(parseProxyOrigin('not a url')).toBeNull();
    expect(parseProxyOrigin('ftp://cm.example.com')).toBeNull();
    expect(parseProxyOrigin('https://cm.example.com/base')).toBeNull();
    expect(parseProxyOrigin('https://user:pw@cm.example.com')).toBeNull();
  });

  it('keeps path and query on the configured origin', () => {
    const origin = new URL('https://media.example.com');
    expect(proxyTargetUrl(origin, '/-/media/a b.jpg', '?w=640')?.toString()).toBe(
      'https://media.example.com/-/media/a%20b.jpg?w=640',
    );
  });

  it('never lets a request choose another origin', () => {
    const origin = new URL('https://cm.example.com');
    expect(proxyTargetUrl(origin, '//evil.example.com/x', '')).toBeNull();
    expect(proxyTargetUrl(origin, '/\\evil.example.com', '')).toBeNull();
    expect(proxyTargetUrl(origin, 'https://evil.example.com/', '')).toBeNull();
    expect(proxyTargetUrl(origin, '/-/media/@evil.example.com', '')?.host).toBe('cm.example.com');
    expect(proxyTargetUrl(origin, '/-/media/../../etc', '')?.host).toBe('cm.example.com');
  });
});
