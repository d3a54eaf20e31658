/**
 * When the outbox tries a lead again: exponential back-off from `baseMs`, capped at `capMs`, with jitter
 * (half the delay fixed, half random), so leads queued in the same outage do not all hit the hub at the
 * same moment when it returns, and a long outage costs one attempt per lead every few minutes.
 */
export interface RetryPolicy {
  /** Delay after the first failed attempt, before jitter. */
  baseMs: number;
  /** Longest delay, before jitter. */
  capMs: number;
}

export const LEAD_RETRY_POLICY: RetryPolicy = { baseMs: 2_000, capMs: 5 * 60_000 };

/** Milliseconds to wait after `failedAttempts` (1 or more) failed attempts; `random` returns [0, 1). */
export function retryDelay(
  failedAttempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 40);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
