/**
 * Every call to an upstream goes through `upstreamCall`: its breaker admits it or fails fast, it runs
 * with a signal that aborts at its own time budget or the caller's deadline, whichever comes first, and
 * its outcome is reported to the breaker. What reaches the caller is the work's result or error, or an
 * `UpstreamUnavailableError` (breaker open, budget spent, deadline passed). Server-only in practice
 * (the breakers are the process's), though nothing here imports node.
 */
import { upstreamBreaker } from './breakerRegistry';
import { callBudget, untilAborted } from './callBudget';
import type { BreakerPermit, CircuitBreaker } from './CircuitBreaker';
import { isUpstreamUnavailable, UpstreamStatusError, UpstreamUnavailableError } from './upstreamErrors';
import { upstreamSettings } from './upstreamSettings';

export interface UpstreamCallOptions<T> {
  /** The call's own budget: the whole call for a JSON answer, until the headers for a streamed one. */
  timeoutMs: number;
  /** The caller's signal: a page render's deadline, an API request whose client went away. */
  signal?: AbortSignal | undefined;
  /** The reason an answer counts as the upstream failing (a 5xx a proxy passes on), or null. */
  failureOf?: (result: T) => string | null;
  /** Defaults to the process's breaker of that name. */
  breaker?: CircuitBreaker;
}

/** A short reason for /healthz that names no host or URL. */
function failureReason(error: unknown): string {
  return error instanceof UpstreamStatusError ? `answered ${error.status}` : 'failed';
}

/** A 4xx answer is the request's fault, not the upstream's: it does not count towards opening the breaker. */
function countsAgainstUpstream(error: unknown): boolean {
  return !(error instanceof UpstreamStatusError && error.status < 500);
}

/** When to try `upstream` again: when its open breaker lets a probe through, else the short retry interval. */
export function retryAfterSeconds(upstream: string, breaker = upstreamBreaker(upstream)): number {
  return breaker.retryAfterSeconds() || upstreamSettings().degradedRevalidateSeconds;
}

function settleWithError(permit: BreakerPermit, error: unknown): void {
  if (countsAgainstUpstream(error)) permit.failed(failureReason(error));
  else permit.succeeded();
}

export async function upstreamCall<T>(
  upstream: string,
  work: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, signal, failureOf, breaker = upstreamBreaker(upstream) }: UpstreamCallOptions<T>,
): Promise<T> {
  const retryAfter = () => retryAfterSeconds(upstream, breaker);
  if (signal?.aborted) {
    throw new UpstreamUnavailableError(
      upstream,
      'deadline',
      retryAfter(),
      `${upstream}: no time left to call it`,
    );
  }
  const permit = breaker.admit();
  if (!permit) {
    const seconds = breaker.retryAfterSeconds();
    throw new UpstreamUnavailableError(
      upstream,
      'open',
      seconds,
      `${upstream} is unavailable: its circuit breaker is open (next probe in ${seconds} s)`,
    );
  }
  const budget = callBudget(timeoutMs, signal);
  try {
    const result = await untilAborted(work(budget.signal), budget.signal);
    const failure = failureOf?.(result);
    if (failure) permit.failed(failure);
    else permit.succeeded();
    return result;
  } catch (error) {
    if (budget.timedOut) {
      permit.failed('timed out');
      throw new UpstreamUnavailableError(
        upstream,
        'timeout',
        retryAfter(),
        `${upstream} did not answer within ${timeoutMs} ms`,
        { cause: error },
      );
    }
    if (signal?.aborted) {
      permit.released();
      throw new UpstreamUnavailableError(
        upstream,
        'deadline',
        retryAfter(),
        `${upstream}: the caller stopped waiting (its deadline passed)`,
        { cause: error },
      );
    }
    settleWithError(permit, error);
    throw error;
  } finally {
    budget.dispose();
  }
}

/**
 * `error` as an `UpstreamUnavailableError` of `upstream`: itself when it is one, else `failed` (an error
 * status, an answer that is not what was asked for), to be tried again when the breaker allows.
 */
export function unavailableBecause(upstream: string, error: unknown): UpstreamUnavailableError {
  if (isUpstreamUnavailable(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamUnavailableError(upstream, 'failed', retryAfterSeconds(upstream), message, {
    cause: error,
  });
}
