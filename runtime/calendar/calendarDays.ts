/**
 * Calendar days as `YYYY-MM-DD` strings (a workshop's slots and weeks, a dealer's opening days, a route's
 * date parameter): parsed to the Date of their UTC midnight, so adding days, weekdays and formatting never
 * depend on the server's or the visitor's time zone; "today" of a Swedish workshop is the day in Sweden.
 * One module for the server and the browser.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d\d-\d\d$/;

/** A `YYYY-MM-DD` day as the Date of its UTC midnight (days are formatted in UTC, as written). */
export function dayOf(date: string): Date {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

/** Whether `date` is a real `YYYY-MM-DD` day (not 2026-13-45). */
export function isRealDay(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const day = dayOf(date);
  return !Number.isNaN(day.getTime()) && isoDay(day) === date;
}

export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

/** The day `days` after `date` (both `YYYY-MM-DD`). */
export const addDays = (date: string, days: number): string =>
  isoDay(new Date(dayOf(date).getTime() + days * DAY_MS));

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => dayOf(date).getUTCDay() || 7;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The `YYYY-MM-DD` day in `timeZone` at `moment` (a market's "today", whatever the server's or visitor's zone). */
export function dayIn(timeZone: string, moment: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** The `YYYY-MM-DD` day in Sweden at `moment` (the workshops' "today"). */
export const swedishDay = (moment: Date): string => dayIn('Europe/Stockholm', moment);

/** The day `months` months after `date`, on the month's last day when it is shorter (30 Nov + 3 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const day = dayOf(date);
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastOfMonth));
  return isoDay(target);
}

/** The day of a local date-time `YYYY-MM-DDTHH:mm[:ss]` (or of a bare day), `YYYY-MM-DD`. */
export const localDay = (moment: string): string => moment.slice(0, 10);

/** The clock `HH:mm` of a local date-time `YYYY-MM-DDTHH:mm[:ss]`; null for a bare day. */
export const localClock = (moment: string): string | null => /T(\d\d:\d\d)/.exec(moment)?.[1] ?? null;
