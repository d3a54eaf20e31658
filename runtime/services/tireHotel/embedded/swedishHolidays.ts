/**
 * The days Swedish workshops are closed besides weekends: the public holidays (röda dagar) and the eves
 * treated as such (julafton, nyårsafton, midsommarafton), so the embedded tyre hotel offers no times on
 * them, as a real workshop would not. Easter is computed (the Gregorian computus), the rest is fixed or
 * the first weekday of a week.
 */
import { addDays, isoDay, isoWeekday } from '../../../calendar/calendarDays';

/** Easter Sunday of `year` (anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(new Date(Date.UTC(year, month - 1, day)));
}

/** The first day from `from` on that falls on ISO weekday `weekday`. */
function nextWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

function holidaysOf(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31'];
  return new Set([
    ...fixed.map((monthDay) => `${year}-${monthDay}`),
    addDays(easter, -2), // långfredagen
    addDays(easter, 1), // annandag påsk
    addDays(easter, 39), // Kristi himmelsfärdsdag
    nextWeekday(`${year}-06-19`, 5), // midsommarafton
  ]);
}

const byYear = new Map<number, Set<string>>();

/** Whether `date` (`YYYY-MM-DD`) is a Swedish public holiday or closed eve. */
export function isSwedishHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = holidaysOf(year);
    byYear.set(year, holidays);
  }
  return holidays.has(date);
}
