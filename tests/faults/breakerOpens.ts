/**
 * The fault every HTTP client of `runtime/services/*` is tested against alike: an upstream that answers
 * a 500, a body that is not JSON or JSON of another shape is unavailable (`failed`, 502) on each call, and
 * once its breaker has seen `threshold` such calls it fails fast (`open`, 503) without calling again.
 */
import { expect } from 'vitest';
import { type Behaviour, type FakeUpstream, timed } from './fakeUpstream';

/** Answers that are the upstream failing, each with how a test names it. */
export const FAILING_ANSWERS = [
  ['a 500', 'error500'],
  ['a body that is not JSON', 'invalidJson'],
  ['JSON that is not the contract’s', 'wrongShape'],
] as const satisfies readonly (readonly [string, Behaviour])[];

export async function expectBreakerToOpen(
  upstream: FakeUpstream,
  behaviour: Behaviour,
  { threshold, retryAfterSeconds }: { threshold: number; retryAfterSeconds: number },
  call: () => Promise<unknown>,
): Promise<void> {
  upstream.behave(behaviour);
  for (let attempt = 0; attempt < threshold; attempt += 1) {
    const { error } = await timed(call);
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'failed', status: 502 });
  }
  const fast = await timed(call);
  expect(fast.error).toMatchObject({ reason: 'open', status: 503, retryAfterSeconds });
  expect(upstream.requests).toHaveLength(threshold);
}
