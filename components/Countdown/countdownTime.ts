const TARGET_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The target as epoch milliseconds, or undefined when it is not an ISO date and time (see the schema). */
export function parseTargetDate(value: unknown): number | undefined {
  if (typeof value !== 'string' || !TARGET_DATE.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole units left. Seconds round up, so the clock reads 0 exactly when the target is reached (and the
 * finished state shows), not a second before.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Milliseconds until the displayed second changes. Ticking on the second boundaries of the remaining time
 * (rather than every 1000ms from mount) keeps timer delays from skipping or repeating a second.
 */
export const msUntilNextSecond = (remainingMs: number): number => remainingMs % 1000 || 1000;
