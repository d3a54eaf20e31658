/**
 * The slot calendar's dates beyond the shared rules of `bookingRules.ts`: the visitor's own today, how far
 * ahead the calendar goes, which days the next time slot call asks for, ISO week numbers and the Swedish
 * labels of days and slots. Dates are `YYYY-MM-DD` calendar dates, formatted in UTC so a day is never
 * shifted by the visitor's time zone.
 */
import { addDays, dayOf, localClock, localDay, type MechmateTimeslotDay } from '../../runtime';
import { DAYS_SHOWN, mondayOf } from '../../ui';

/** How far ahead the calendar pages and loads: half a year, as far as a workshop takes bookings. */
export const MAX_WEEKS_AHEAD = 26;
/** The most slots one day lists (the time slot answer's bound). */
export const MAX_SLOTS_PER_DAY = 48;

const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's local calendar date of `now`. */
export const localIsoDate = (now: Date): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The last day the calendar shows or asks for. */
export const lastCalendarDay = (today: string): string => addDays(today, MAX_WEEKS_AHEAD * 7);

/** Whether the shown weeks may move back: never before the week of today. */
export const canMoveBack = (first: string, today: string): boolean => mondayOf(first) > mondayOf(today);

/** Whether the shown weeks may move forward: while a day after them is still within the calendar. */
export const canMoveForward = (first: string, today: string): boolean =>
  addDays(mondayOf(first), DAYS_SHOWN) <= lastCalendarDay(today);

/** The first day the next time slot call asks for: today, then the day after the last one loaded. */
export const nextCallDate = (today: string, lastLoaded: string | null): string =>
  lastLoaded === null ? today : addDays(lastLoaded, 1);

/** Whether a day offers anything to book. */
export const isBookable = (day: MechmateTimeslotDay | undefined): day is MechmateTimeslotDay =>
  day !== undefined && (day.availableSlots.length > 0 || day.allDaySlotAvailable);

/** The ISO 8601 week number of a date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: string): number {
  const thursday = dayOf(addDays(mondayOf(date), 3));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / (7 * 86_400_000)) + 1;
}

/** A day as the calendar names it, e.g. 'tisdag 9 juni' (sv-SE). */
export const dayName = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    dayOf(date),
  );

/** The short weekday of a column head, e.g. 'mån'. */
export const shortWeekday = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(dayOf(date));

/** The short month under a day's number, e.g. 'juni'. */
export const shortMonth = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(dayOf(date));

/** The shown weeks' span, e.g. '1–28 juni 2026'. */
export const daySpan = (first: string, last: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(dayOf(first), dayOf(last));

/** A slot's day `YYYY-MM-DD` and its start `HH:mm`, from `YYYY-MM-DDTHH:mm:ss`. */
export const slotDate = localDay;
export const slotTime = (slot: string): string => localClock(slot) ?? '';
