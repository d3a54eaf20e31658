/**
 * When the embedded backend's workshops take cars (spec 002 §4 time slots): the capacity of each slot of
 * a department's day, before bookings. Weekdays only; some weekdays are fully booked, some hours have no
 * mechanic free, and a day may offer the full-day slot (the car left before 08:00). Derived from the
 * department and date, so nothing is stored until a booking takes capacity (SlotCalendar).
 */
import { isoWeekday } from '../../../calendar/calendarDays';
import { stableHash } from '../../embedded/stableHash';

export interface DayPlan {
  /** `HH:mm:ss` start and how many cars the workshop takes then. */
  slots: readonly { time: string; capacity: number }[];
  fullDayCapacity: number;
}

export type SlotPlan = (departmentId: string, date: string) => DayPlan;

const START_TIMES = ['08:00:00', '09:00:00', '10:00:00', '11:00:00', '13:00:00', '14:00:00', '15:00:00'];
const CLOSED: DayPlan = { slots: [], fullDayCapacity: 0 };

export const demoSlotPlan: SlotPlan = (departmentId, date) => {
  if (isoWeekday(date) > 5) return CLOSED;
  const day = stableHash(`${departmentId}/${date}`);
  if (day % 6 === 0) return CLOSED;
  return {
    slots: START_TIMES.map((time) => {
      const hour = stableHash(`${departmentId}/${date}T${time}`);
      return { time, capacity: hour % 4 === 0 ? 0 : 1 + (hour % 2) };
    }),
    fullDayCapacity: day % 5 === 0 ? 0 : 2,
  };
};
