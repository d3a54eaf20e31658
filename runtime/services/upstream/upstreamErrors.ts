/**
 * The errors of upstream calls, and how API routes and pages answer them. `UpstreamUnavailableError`
 * means the call did not get an answer in time or was not even tried: its breaker is open (503, the
 * upstream is known to be down), the call's own budget ran out (504), the caller's deadline ran out
 * (504: a page's budget, a client that went away) or the upstream failed in a way a page cannot work
 * around (502). `UpstreamStatusError` is an answer with an error status: a 4xx is the request's fault
 * and does not count against the upstream's breaker, a 5xx does.
 * Browser-safe: no node imports.
 */

export type UnavailableReason = 'open' | 'timeout' | 'deadline' | 'failed';

const STATUS_OF: Readonly<Record<UnavailableReason, 502 | 503 | 504>> = {
  open: 503,
  timeout: 504,
  deadline: 504,
  failed: 502,
};

export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';

  constructor(
    /** The breaker's name: `content`, `search`, `sitecore`, `media`. */
    readonly upstream: string,
    readonly reason: UnavailableReason,
    /** When to try again: seconds until the breaker lets a probe through, or the short retry interval. */
    readonly retryAfterSeconds: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The status an API route answers with. */
  get status(): 502 | 503 | 504 {
    return STATUS_OF[this.reason];
  }
}

/**
 * Next.js bundles pages, `_error` and API routes apart, each with its own copy of this module, so an
 * error thrown in a page's getStaticProps is not an instance of `_error`'s class: recognise it by shape.
 */
export function isUpstreamUnavailable(error: unknown): error is UpstreamUnavailableError {
  if (error instanceof UpstreamUnavailableError) return true;
  if (!(error instanceof Error) || error.name !== 'UpstreamUnavailableError') return false;
  const { reason, retryAfterSeconds, upstream } = error as Partial<UpstreamUnavailableError>;
  return (
    typeof upstream === 'string' &&
    typeof retryAfterSeconds === 'number' &&
    typeof reason === 'string' &&
    Object.hasOwn(STATUS_OF, reason)
  );
}

/** The status an API route answers when its upstream call threw: 503/504 when unavailable, else 502. */
export function upstreamFailureStatus(error: unknown): 502 | 503 | 504 {
  return isUpstreamUnavailable(error) ? STATUS_OF[error.reason] : 502;
}

/** An API route's answer to a failed upstream call: its status and, for a 503, when to try again. */
export interface UpstreamFailureAnswer {
  status: 502 | 503 | 504;
  retryAfterSeconds?: number;
}

export function upstreamFailureAnswer(error: unknown): UpstreamFailureAnswer {
  const status = upstreamFailureStatus(error);
  return status === 503 && isUpstreamUnavailable(error)
    ? { status, retryAfterSeconds: error.retryAfterSeconds }
    : { status };
}

export class UpstreamStatusError extends Error {
  override name = 'UpstreamStatusError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
