import { describe, expect, it } from 'vitest';
import { ClientRateLimiter, clientKey } from './ClientRateLimiter';

function limiterAt(clock: { now: number }, maxClients = 100) {
  return new ClientRateLimiter({ burst: 3, refillPerSecond: 0.5, maxClients }, () => clock.now);
}

describe('ClientRateLimiter', () => {
  it('lets a client make its burst, then refuses with the seconds until its next token', () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    expect([1, 2, 3].map(() => limiter.take('203.0.113.7'))).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    expect(limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.now = 1_000;
    expect(limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now = 2_000;
    expect(limiter.take('203.0.113.7')).toEqual({ allowed: true });
  });

  it('counts each client apart', () => {
    const limiter = limiterAt({ now: 0 });
    for (let index = 0; index < 3; index += 1) limiter.take('203.0.113.7');
    expect(limiter.take('203.0.113.7').allowed).toBe(false);
    expect(limiter.take('198.51.100.1').allowed).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 as one client, and IPv4-mapped addresses as IPv4', () => {
    const limiter = limiterAt({ now: 0 });
    limiter.take('2001:db8:1:2::a');
    limiter.take('2001:db8:1:2:ffff:1:2:3');
    limiter.take('2001:0db8:0001:0002::b');
    expect(limiter.take('2001:db8:1:2::c').allowed).toBe(false);
    expect(limiter.take('2001:db8:1:3::a').allowed).toBe(true);
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it('remembers at most maxClients, forgetting the least recently seen', () => {
    const limiter = limiterAt({ now: 0 }, 2);
    for (let index = 0; index < 3; index += 1) limiter.take('203.0.113.7');
    limiter.take('198.51.100.1');
    limiter.take('198.51.100.2');
    // 203.0.113.7 was forgotten: it starts again with a full bucket.
    expect(limiter.take('203.0.113.7').allowed).toBe(true);
  });
});
