// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, parseCookieHeader, setCookie } from './cookies';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  for (const name of ['hideAlert', 'note', 'session']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('cookies', () => {
  it('reads back what it writes, with encoded values', () => {
    setCookie('hideAlert', 'true', { days: 1 });
    setCookie('note', 'å; ä=ö & 100%');
    expect(getCookie('hideAlert')).toBe('true');
    expect(getCookie('note')).toBe('å; ä=ö & 100%');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('writes path=/, SameSite=Lax and an expiry one day ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
    const written = vi.spyOn(document, 'cookie', 'set');
    setCookie('hideAlert', 'true', { days: 1 });
    expect(written).toHaveBeenCalledWith(
      'hideAlert=true; path=/; SameSite=Lax; expires=Mon, 11 Mar 2030 12:00:00 GMT',
    );
  });

  it('writes a session cookie without days', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    setCookie('session', 'x');
    expect(written).toHaveBeenCalledWith('session=x; path=/; SameSite=Lax');
  });

  it('marks cookies Secure in production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const written = vi.spyOn(document, 'cookie', 'set');
    setCookie('session', 'x', { days: 1 });
    expect(written.mock.calls[0]?.[0]).toMatch(/^session=x; path=\/; SameSite=Lax; expires=.+; Secure$/);
  });

  it('lets the browser drop the cookie once the day has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
    setCookie('hideAlert', 'true', { days: 1 });
    vi.setSystemTime(new Date('2030-03-11T11:59:00Z'));
    expect(getCookie('hideAlert')).toBe('true');
    vi.setSystemTime(new Date('2030-03-11T12:01:00Z'));
    expect(getCookie('hideAlert')).toBeUndefined();
  });

  it('parses a request header with several cookies', () => {
    const header = 'theme=dark; hideAlert=true;  note=%C3%A5%20%26%20b ; quoted="a b"; flag; broken=%E0%A4%A';
    expect(parseCookieHeader(header, 'hideAlert')).toBe('true');
    expect(parseCookieHeader(header, 'theme')).toBe('dark');
    expect(parseCookieHeader(header, 'note')).toBe('å & b');
    expect(parseCookieHeader(header, 'quoted')).toBe('a b');
    expect(parseCookieHeader(header, 'broken')).toBe('%E0%A4%A');
    expect(parseCookieHeader(header, 'flag')).toBeUndefined();
    expect(parseCookieHeader(header, 'hide')).toBeUndefined();
    expect(parseCookieHeader(undefined, 'hideAlert')).toBeUndefined();
    expect(parseCookieHeader('', 'hideAlert')).toBeUndefined();
  });
});
