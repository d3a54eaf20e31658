/**
 * A department's status at an instant (spec 001 §2 "Dealer detail page": today's status), read from its
 * opening schedule in the market's time zone: open until a time, closed and opening later today or on a
 * coming day, or closed for a vacation with its title. A vacation period (`vacationstart`–`vacationend`,
 * both included) closes the department; a deviation day's hours replace the normal week's that date. Only
 * the machine-readable fields count (`days`/`opens`/`closes`, `date`, the vacation dates): a schedule
 * written as text alone has no status, and visitors read its text. Pure: the instant is an argument, so
 * the server and the hydrating browser compute the same status from the same instant.
 */
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { addDays, isoWeekday } from '../../runtime';

export type OpeningSchedule = NonNullable<DealerSite['site_departments'][number]['openingschedule']>;

/** `HH:MM` from and to. */
export interface Hours {
  opens: string;
  closes: string;
}

export type OpeningStatus =
  | { kind: 'open'; closes: string }
  | { kind: 'opensToday'; opens: string }
  /** Closed today (or for the rest of it); opens `date` (`YYYY-MM-DD`, within two weeks). */
  | { kind: 'opensOn'; date: string; opens: string }
  | { kind: 'vacation'; title: string; until: string }
  | { kind: 'closed' };

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface LocalTime {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** `HH:MM` in the zone. */
  time: string;
}

/** The calendar date and wall-clock time of an instant in a time zone (UTC if the zone is unknown). */
export function localTime(instant: number, timeZone: string): LocalTime {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whether any row of the schedule is machine-readable, so that a status can be computed. */
export function hasMachineHours(schedule: OpeningSchedule): boolean {
  return schedule.openinghours.some((row) => row.days !== undefined);
}

const hoursOf = (row: { opens?: string; closes?: string }): Hours | null =>
  row.opens && row.closes && row.opens < row.closes ? { opens: row.opens, closes: row.closes } : null;

/** The vacation that closes the department on a date, if any. */
function vacationOn(schedule: OpeningSchedule, date: string) {
  return schedule.vacationdays.find(
    ({ vacationstart, vacationend }) =>
      vacationstart !== undefined &&
      vacationend !== undefined &&
      DATE.test(vacationstart) &&
      DATE.test(vacationend) &&
      vacationstart <= date &&
      date <= vacationend,
  );
}

/** The hours of a date: vacation closes, a deviation day replaces the week's row; null when closed. */
export function hoursOn(schedule: OpeningSchedule, date: string): Hours | null {
  if (vacationOn(schedule, date)) return null;
  const deviation = schedule.deviationdays.find((row) => row.date === date);
  if (deviation) return hoursOf(deviation);
  const weekday = isoWeekday(date);
  const row = schedule.openinghours.find((candidate) => candidate.days?.includes(weekday));
  return row ? hoursOf(row) : null;
}

/** The department's status at `instant` in `timeZone`, or null when the schedule is text only. */
export function openingStatus(
  schedule: OpeningSchedule,
  instant: number,
  timeZone: string,
): OpeningStatus | null {
  if (!hasMachineHours(schedule)) return null;
  const { date, time } = localTime(instant, timeZone);
  const vacation = vacationOn(schedule, date);
  if (vacation)
    return {
      kind: 'vacation',
      title: vacation.vacationtitle ?? vacation.day,
      until: vacation.vacationend ?? date,
    };
  const today = hoursOn(schedule, date);
  if (today && time >= today.opens && time < today.closes) return { kind: 'open', closes: today.closes };
  if (today && time < today.opens) return { kind: 'opensToday', opens: today.opens };
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead += 1) {
    const day = addDays(date, ahead);
    const hours = hoursOn(schedule, day);
    if (hours) return { kind: 'opensOn', date: day, opens: hours.opens };
  }
  return { kind: 'closed' };
}
