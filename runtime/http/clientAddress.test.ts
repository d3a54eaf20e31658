import { describe, expect, it, vi } from 'vitest';
import { clientAddress, trustedProxyCount } from './clientAddress';

const from = (remoteAddress: string | undefined, forwardedFor?: string | string[]) => ({
  socket: { remoteAddress },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

describe('clientAddress', () => {
  it('is the connection’s address when no proxy is trusted, whatever the request claims', () => {
    expect(clientAddress(from('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7');
    expect(clientAddress(from('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(from('2001:db8::1'), 0)).toBe('2001:db8::1');
    expect(clientAddress(from(undefined), 0)).toBeUndefined();
  });

  it('behind one balancer, is the address the balancer appended, not one the visitor wrote before it', () => {
    expect(clientAddress(from('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(from('10.0.0.2', '198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(from('10.0.0.2', ['198.51.100.1', '203.0.113.7']), 1)).toBe('203.0.113.7');
    expect(clientAddress(from('10.0.0.2', ' ::ffff:203.0.113.7 '), 1)).toBe('203.0.113.7');
  });

  it('behind a CDN and a balancer, is the address the CDN saw', () => {
    expect(clientAddress(from('10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.10'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the connection when the list is short or its entry is no address', () => {
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', '203.0.113.7'), 2)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', '198.51.100.1, unknown'), 1)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', ''), 1)).toBe('10.0.0.2');
  });
});

describe('trustedProxyCount', () => {
  it('reads TRUSTED_PROXY_COUNT, 0 when unset', () => {
    expect(trustedProxyCount({})).toBe(0);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: ' 2 ' })).toBe(2);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '0' })).toBe(0);
  });

  it('keeps 0 for anything but a whole number up to 10, and says so once', () => {
    const warn = vi.fn();
    for (const value of ['one', '-1', '1.5', '11', '1e1']) {
      expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: value }, warn)).toBe(0);
      expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: value }, warn)).toBe(0);
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(
      'TRUSTED_PROXY_COUNT="one" is not a whole number from 0 to 10; using 0',
    );
  });
});
