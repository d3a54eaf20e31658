/**
 * A circuit breaker for one upstream. Closed, calls go out; after `failureThreshold` consecutive failures
 * (errors, timeouts, 5xx answers) it opens and refuses calls at once for `coolDownMs`, so a dead upstream
 * costs visitors nothing; then it is half-open and lets one probe through: a success closes it, a failure
 * opens it for another cool-down. Calls whose caller gave up (a page's deadline) tell it nothing.
 * Browser-safe: no node imports.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerSettings {
  failureThreshold: number;
  coolDownMs: number;
}

/** One admitted call: report exactly one outcome. */
export interface BreakerPermit {
  succeeded(): void;
  /** `reason` is short and safe to show on /healthz: `timed out`, `answered 500`, `failed`. */
  failed(reason: string): void;
  /** The caller stopped waiting: no verdict on the upstream. */
  released(): void;
}

export interface BreakerSnapshot {
  name: string;
  /** `half-open` once the cool-down is over, even before the probe goes out. */
  state: BreakerState;
  consecutiveFailures: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  lastFailure: string | null;
  /** Seconds until an open breaker lets a probe through; 0 otherwise. */
  retryAfterSeconds: number;
}

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private probeInFlight = false;
  private lastSuccessAt: number | null = null;
  private lastFailureAt: number | null = null;
  private lastFailure: string | null = null;

  constructor(
    readonly name: string,
    private readonly settings: BreakerSettings,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A permit for one call, or null when the breaker refuses it (open, or its probe is already out). */
  admit(): BreakerPermit | null {
    if (this.currentState() === 'closed') return this.permit(false);
    if (this.currentState() === 'open' || this.probeInFlight) return null;
    this.state = 'half-open';
    this.probeInFlight = true;
    return this.permit(true);
  }

  /** Seconds until a call may go out again: the rest of the cool-down, 1 while a probe is out, else 0. */
  retryAfterSeconds(): number {
    const state = this.currentState();
    if (state === 'open')
      return Math.max(1, Math.ceil((this.openedAt + this.settings.coolDownMs - this.now()) / 1000));
    return state === 'half-open' && this.probeInFlight ? 1 : 0;
  }

  snapshot(): BreakerSnapshot {
    return {
      name: this.name,
      state: this.currentState(),
      consecutiveFailures: this.consecutiveFailures,
      lastSuccessAt: this.lastSuccessAt,
      lastFailureAt: this.lastFailureAt,
      lastFailure: this.lastFailure,
      retryAfterSeconds: this.retryAfterSeconds(),
    };
  }

  private currentState(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.settings.coolDownMs) return 'half-open';
    return this.state;
  }

  private permit(probe: boolean): BreakerPermit {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (probe) this.probeInFlight = false;
      outcome();
    };
    return {
      succeeded: () =>
        settle(() => {
          this.state = 'closed';
          this.consecutiveFailures = 0;
          this.lastSuccessAt = this.now();
        }),
      failed: (reason) =>
        settle(() => {
          this.consecutiveFailures += 1;
          this.lastFailureAt = this.now();
          this.lastFailure = reason;
          // A failed probe reopens at once; a call admitted while closed counts towards the threshold (one
          // that fails after the breaker opened does not lengthen the cool-down).
          const reachedThreshold = this.consecutiveFailures >= this.settings.failureThreshold;
          if (probe || (this.state === 'closed' && reachedThreshold)) {
            this.state = 'open';
            this.openedAt = this.now();
          }
        }),
      released: () => settle(() => undefined),
    };
  }
}
