/**
 * When the embedded tyre hotel's workshops take cars, before bookings (issue 19): weekdays only, never on
 * a Swedish holiday; a start every 30 minutes from 07:30 to 15:30 on each of the workshop's lifts, each
 * lift free at about three starts of four (so one time is often free on several lifts, and the page
 * dedupes the times); some days fully booked; on the workshop's "untimed" weekdays cars are taken for the
 * day without a time ('Verkstaden återkommer med tid'); a fully booked workshop has no free day at all.
 * Derived from the workshop and the day, so nothing is stored until a booking takes a place.
 */
import { isoWeekday } from '../../../calendar/calendarDays';
import { stableHash } from '../../embedded/stableHash';
import { demoWorkshop } from './demoAgreements';
import { isSwedishHoliday } from './swedishHolidays';

/** A start time and the lifts free then (its capacity is their number). */
export interface PlannedTime {
  /** `HH:mm`. */
  time: string;
  resources: readonly number[];
}

export type DayPlan =
  | { kind: 'closed' }
  | { kind: 'timed'; times: readonly PlannedTime[] }
  | { kind: 'untimed'; capacity: number };

export type WorkshopPlan = (erpId: string, date: string) => DayPlan;

/** 07:30, 08:00 … 15:30. */
export const START_TIMES: readonly string[] = Array.from({ length: 17 }, (_, index) => {
  const minutes = 7 * 60 + 30 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Cars a workshop takes on a day without times. */
const UNTIMED_DAY_CAPACITY = 4;
const CLOSED: DayPlan = { kind: 'closed' };

export const demoWorkshopPlan: WorkshopPlan = (erpId, date) => {
  const workshop = demoWorkshop(erpId);
  const weekday = isoWeekday(date);
  if (!workshop || workshop.fullyBooked || weekday > 5 || isSwedishHoliday(date)) return CLOSED;
  if (stableHash(`${erpId}/${date}`) % 8 === 0) return CLOSED;
  if (workshop.untimedWeekdays.includes(weekday)) return { kind: 'untimed', capacity: UNTIMED_DAY_CAPACITY };
  const times = START_TIMES.map((time) => ({
    time,
    resources: Array.from({ length: workshop.resources }, (_, resource) => resource).filter(
      (resource) => stableHash(`${erpId}/${date}/${resource}/${time}`) % 4 !== 0,
    ),
  })).filter(({ resources }) => resources.length > 0);
  return times.length > 0 ? { kind: 'timed', times } : CLOSED;
};
