/**
 * Deadlines on `AbortSignal`s. A call's signal is `AbortSignal.any` of its own time budget and the
 * caller's signal (a page's deadline, a client that went away); `untilAborted` stops waiting for work
 * that does not honour its signal, so no caller can wait past its deadline whatever the work does.
 * Browser-safe: no node imports.
 */

export interface CallBudget {
  /** Aborts when the budget runs out or the caller's signal aborts. */
  signal: AbortSignal;
  /** Whether it was this call's own budget that ran out (rather than the caller's signal). */
  readonly timedOut: boolean;
  /** Stops the clock: a proxy whose response headers arrived streams the body without a budget. */
  dispose(): void;
}

export function callBudget(timeoutMs: number, callerSignal?: AbortSignal): CallBudget {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal,
    get timedOut() {
      return timedOut;
    },
    dispose: () => clearTimeout(timer),
  };
}

/** A page's deadline: aborts `budgetMs` from now. */
export function deadlineSignal(budgetMs: number): AbortSignal {
  return AbortSignal.timeout(budgetMs);
}

/** Settles like `work`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => undefined);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
