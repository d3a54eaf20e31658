import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './CircuitBreaker';

function breakerWithClock(failureThreshold = 3, coolDownMs = 10_000) {
  const clock = { now: 1_000_000 };
  const breaker = new CircuitBreaker('search', { failureThreshold, coolDownMs }, () => clock.now);
  return { breaker, clock };
}

function fail(breaker: CircuitBreaker, times: number) {
  for (let call = 0; call < times; call += 1) breaker.admit()?.failed('timed out');
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold, and a success resets the count', () => {
    const { breaker } = breakerWithClock();
    fail(breaker, 2);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 2 });
    breaker.admit()?.succeeded();
    fail(breaker, 2);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 2 });
  });

  it('opens after the threshold of consecutive failures and refuses calls for the cool-down', () => {
    const { breaker, clock } = breakerWithClock();
    fail(breaker, 3);
    expect(breaker.admit()).toBeNull();
    expect(breaker.snapshot()).toMatchObject({
      state: 'open',
      lastFailure: 'timed out',
      retryAfterSeconds: 10,
    });
    clock.now += 4_500;
    expect(breaker.admit()).toBeNull();
    expect(breaker.retryAfterSeconds()).toBe(6);
  });

  it('lets one probe through after the cool-down; its success closes the breaker', () => {
    const { breaker, clock } = breakerWithClock();
    fail(breaker, 3);
    clock.now += 10_000;
    expect(breaker.snapshot().state).toBe('half-open');
    const probe = breaker.admit();
    expect(probe).not.toBeNull();
    expect(breaker.admit()).toBeNull();
    expect(breaker.retryAfterSeconds()).toBe(1);
    probe?.succeeded();
    expect(breaker.snapshot()).toMatchObject({
      state: 'closed',
      consecutiveFailures: 0,
      lastSuccessAt: clock.now,
    });
    expect(breaker.admit()).not.toBeNull();
  });

  it('reopens for another cool-down when the probe fails', () => {
    const { breaker, clock } = breakerWithClock();
    fail(breaker, 3);
    clock.now += 10_000;
    breaker.admit()?.failed('answered 503');
    expect(breaker.snapshot()).toMatchObject({
      state: 'open',
      lastFailure: 'answered 503',
      retryAfterSeconds: 10,
    });
    expect(breaker.admit()).toBeNull();
  });

  it('lets another probe through when the first was released without a verdict', () => {
    const { breaker, clock } = breakerWithClock();
    fail(breaker, 3);
    clock.now += 10_000;
    breaker.admit()?.released();
    expect(breaker.admit()).not.toBeNull();
  });

  it('counts one outcome per permit', () => {
    const { breaker } = breakerWithClock();
    const permit = breaker.admit();
    permit?.failed('failed');
    permit?.failed('failed');
    permit?.succeeded();
    expect(breaker.snapshot().consecutiveFailures).toBe(1);
  });

  it('does not lengthen the cool-down for calls that fail after it opened', () => {
    const { breaker, clock } = breakerWithClock();
    const late = breaker.admit();
    fail(breaker, 3);
    clock.now += 9_000;
    late?.failed('timed out');
    expect(breaker.retryAfterSeconds()).toBe(1);
  });
});
