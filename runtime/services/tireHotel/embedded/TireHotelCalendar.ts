/**
 * The embedded tyre hotel's workshop calendars (spec 002 §7 GetTimeslotDays, GetTimeslots, create): what
 * is free is the workshop plan's capacity (workshopPlan.ts) minus what bookings took, which is stored
 * (`slot_use`). A booking takes its place with one conditional UPDATE inside an immediate transaction, so
 * of two bookings of a time's last place, in one process or two sharing the file, exactly one succeeds
 * and the other is told the time is no longer free. Only days of the booking window (today + 3 days to
 * + 3 months, today in Sweden) are offered or booked, which bounds what a client can make the file hold.
 */
import { addDays, isRealDay, swedishDay } from '../../../calendar/calendarDays';
import { tireHotelBookingWindow } from '../bookingWindow';
import {
  type TireHotelDateRange,
  TireHotelError,
  type TireHotelTimeslotDays,
  type TireHotelTimeslots,
} from '../contract';
import { demoWorkshop } from './demoAgreements';
import { type DayPlan, type WorkshopPlan } from './workshopPlan';
import type { SqliteFile } from '../../embedded/SqliteFile';
import { immediately } from './tireHotelDatabase';

/** GetTimeslots answers at most a week of times (the schema bounds a lift's list to 200). */
export const MAX_TIMESLOT_DAYS = 7;
/** How a day without times is stored and booked (spec 002 §9: the car is left before 08:00). */
const FULL_DAY = 'heldag';
const FULL_DAY_TIME = '08:00';

export const SLOT_TAKEN = 'Tiden är inte längre ledig. Välj en annan tid.';
export const TIME_REQUIRED = 'Välj en tid för besöket.';
export const NO_SUCH_TIME = 'Den valda tiden finns inte den dagen. Välj en annan tid.';
export const NO_TIMES_THAT_DAY = 'Verkstaden har inga tider att välja den dagen. Boka utan tid.';
export const BAD_DATE = 'Datumet finns inte.';
export const START_AFTER_END = 'Startdatumet måste vara före slutdatumet.';
export const TOO_MANY_DAYS = `Tider kan hämtas för högst ${MAX_TIMESLOT_DAYS} dagar åt gången.`;
export const outsideWindow = (first: string, last: string) => `Välj ett datum mellan ${first} och ${last}.`;

export interface Appointment {
  /** `YYYY-MM-DDTHH:mm:ss`; a full-day booking's is 08:00. */
  appointmentTime: string;
  isFullDay: boolean;
}

export interface CalendarOptions {
  plan: WorkshopPlan;
  now: () => Date;
}

const refuse = (status: 400 | 409, message: string) => new TireHotelError(status, message);

export class TireHotelCalendar {
  readonly #store: SqliteFile;
  readonly #plan: WorkshopPlan;
  readonly #now: () => Date;

  constructor(store: SqliteFile, { plan, now }: CalendarOptions) {
    this.#store = store;
    this.#plan = plan;
    this.#now = now;
  }

  /** The days of `range` with a free place. */
  freeDays(erpId: string, range: TireHotelDateRange): TireHotelTimeslotDays {
    const days = this.#days(range);
    const used = this.#used(erpId, range);
    return {
      availableDates: days
        .filter((date) => hasPlace(this.#plan(erpId, date), date, used))
        .map((date) => ({ date })),
    };
  }

  /** Per lift, its free start times in `range` (at most a week); empty lists on days without times. */
  freeTimes(erpId: string, range: TireHotelDateRange): TireHotelTimeslots {
    const days = this.#days(range);
    if (days.length > MAX_TIMESLOT_DAYS) throw refuse(400, TOO_MANY_DAYS);
    const used = this.#used(erpId, range);
    const lifts = Array.from({ length: demoWorkshop(erpId)?.resources ?? 0 }, () => [] as string[]);
    for (const date of days) {
      for (const { time, resources, free } of freeTimes(this.#plan(erpId, date), date, used)) {
        // The first `free` lifts of the time list it, so each lift's list agrees with the places left.
        for (const resource of resources.slice(0, free)) lifts[resource]?.push(`${date}T${time}:00`);
      }
    }
    return { availableTimeSlotDates: lifts.map((startTime) => ({ startTime })) };
  }

  /**
   * Takes a place on `date` at `start` (required on a day with times, refused on one without: that is a
   * full-day booking) and records the booking `confirm` describes, in one transaction.
   */
  book<T>(
    booking: { erpId: string; regNo: string; date: string; start: string | undefined },
    confirm: (appointment: Appointment) => { id: string; confirmation: T },
  ): T {
    const { erpId, regNo, date, start } = booking;
    this.#checkInWindow(date, date);
    const plan = this.#plan(erpId, date);
    let time: string;
    let capacity: number;
    if (plan.kind === 'closed') throw refuse(409, SLOT_TAKEN);
    if (plan.kind === 'untimed') {
      if (start !== undefined) throw refuse(400, NO_TIMES_THAT_DAY);
      time = FULL_DAY;
      capacity = plan.capacity;
    } else {
      if (start === undefined) throw refuse(400, TIME_REQUIRED);
      const planned = plan.times.find((candidate) => candidate.time === start);
      if (!planned) throw refuse(400, NO_SUCH_TIME);
      time = start;
      capacity = planned.resources.length;
    }
    const isFullDay = time === FULL_DAY;
    const { id, confirmation } = confirm({
      appointmentTime: `${date}T${isFullDay ? FULL_DAY_TIME : time}:00`,
      isFullDay,
    });
    const database = this.#store.database;
    const taken = immediately(database, () => {
      database
        .prepare('INSERT INTO slot_use (erp_id, day, time, used) VALUES (?, ?, ?, 0) ON CONFLICT DO NOTHING')
        .run(erpId, date, time);
      const update = database
        .prepare('UPDATE slot_use SET used = used + 1 WHERE erp_id = ? AND day = ? AND time = ? AND used < ?')
        .run(erpId, date, time, capacity);
      if (Number(update.changes) !== 1) return false;
      database
        .prepare(
          'INSERT INTO bookings (id, reg_no, erp_id, day, time, confirmation, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(id, regNo, erpId, date, time, JSON.stringify(confirmation), this.#now().getTime());
      return true;
    });
    if (!taken) throw refuse(409, SLOT_TAKEN);
    return confirmation;
  }

  /** The days of a range within the booking window, each a real day. */
  #days({ startDate, endDate }: TireHotelDateRange): string[] {
    this.#checkInWindow(startDate, endDate);
    const days: string[] = [];
    for (let date = startDate; date <= endDate; date = addDays(date, 1)) days.push(date);
    return days;
  }

  #checkInWindow(startDate: string, endDate: string): void {
    if (!isRealDay(startDate) || !isRealDay(endDate)) throw refuse(400, BAD_DATE);
    if (startDate > endDate) throw refuse(400, START_AFTER_END);
    const { first, last } = tireHotelBookingWindow(swedishDay(this.#now()));
    if (startDate < first || endDate > last) throw refuse(400, outsideWindow(first, last));
  }

  /** What bookings took in the range: `day/time` → places. */
  #used(erpId: string, { startDate, endDate }: TireHotelDateRange): Map<string, number> {
    const rows = this.#store.database
      .prepare('SELECT day, time, used FROM slot_use WHERE erp_id = ? AND day BETWEEN ? AND ?')
      .all(erpId, startDate, endDate) as { day: string; time: string; used: number }[];
    return new Map(rows.map((row) => [`${row.day}/${row.time}`, row.used]));
  }
}

/** A timed day's times with places left, and how many. */
function freeTimes(plan: DayPlan, date: string, used: Map<string, number>) {
  if (plan.kind !== 'timed') return [];
  return plan.times
    .map(({ time, resources }) => ({
      time,
      resources,
      free: resources.length - (used.get(`${date}/${time}`) ?? 0),
    }))
    .filter(({ free }) => free > 0);
}

/** Whether a day has a time with a place left, or is a day without times with one left. */
const hasPlace = (plan: DayPlan, date: string, used: Map<string, number>) =>
  plan.kind === 'untimed'
    ? plan.capacity > (used.get(`${date}/${FULL_DAY}`) ?? 0)
    : freeTimes(plan, date, used).length > 0;
