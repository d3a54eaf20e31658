/**
 * The fixed "now" of the demo stock. Publish dates, first registrations and `indexed_at` are all relative
 * to it, so a seed run today and one next year write the same bytes.
 */

export const REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1));

export const DAY_MS = 86_400_000;

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** `YYYY-MM-DD` in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:MM:SSZ` in UTC. */
export function isoDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The first `MM-DD` on or after the reference date. */
export function nextOccurrence(monthDay: string, after: Date = REFERENCE_DATE): Date {
  const [month, day] = monthDay.split('-').map(Number);
  const year = after.getUTCFullYear();
  const candidate = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  return candidate < after ? new Date(Date.UTC(year + 1, (month ?? 1) - 1, day ?? 1)) : candidate;
}
