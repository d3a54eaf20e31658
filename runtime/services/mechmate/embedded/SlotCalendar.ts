/**
 * The embedded backend's workshop calendars (spec 002 §4, §7 time slots and booking, §9): what is free is
 * the slot plan's capacity minus what bookings took, and the bookings themselves, in a `node:sqlite` file
 * (data/mechmate/bookings.sqlite) so they survive a restart. A booking takes capacity with one
 * conditional UPDATE inside an immediate transaction: of two bookings of a slot's last place, in this
 * process or another sharing the file, exactly one succeeds and the other gets TimeslotNotAvailable.
 * Days up to and including "today" (Swedish time, from the injected clock) offer nothing: a workshop
 * needs a day's notice. Only slots of the plan within BOOKING_HORIZON_DAYS can be booked, so what a client
 * can make the file hold is bounded by the workshops' real capacity.
 */
import { bookingReference } from '../../embedded/bookingReference';
import { addDays, swedishDay } from '../../../calendar/calendarDays';
import { SqliteFile } from '../../embedded/SqliteFile';
import {
  FULL_DAY_SLOT_TIME,
  MECHMATE_ERROR_CODES,
  MechmateError,
  type MechmateTimeslotDay,
} from '../contract';
import type { SlotPlan } from './slotPlan';

/** How far ahead a slot can be booked, and a workshop's first free slot is looked for. */
export const BOOKING_HORIZON_DAYS = 182;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS slot_use (
  department_id TEXT NOT NULL,
  slot TEXT NOT NULL,
  full_day INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (department_id, slot, full_day)
);
CREATE TABLE IF NOT EXISTS bookings (
  id TEXT PRIMARY KEY,
  department_id TEXT NOT NULL,
  slot TEXT NOT NULL,
  full_day INTEGER NOT NULL,
  registration_number TEXT NOT NULL,
  request TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

export interface BookingRecord {
  departmentId: string;
  /** `YYYY-MM-DDTHH:mm:ss`; a full-day booking's time is ignored (08:00). */
  timeSlot: string;
  isFullDay: boolean;
  registrationNumber: string;
  /** The request as received, kept with the booking. */
  request: unknown;
}

export interface SlotCalendarOptions {
  file: string;
  plan: SlotPlan;
  /** The clock "today" is read from. */
  now: () => Date;
}

const slotKey = (date: string, time: string) => `${date}T${time}`;

export class SlotCalendar {
  readonly #store: SqliteFile;
  readonly #plan: SlotPlan;
  readonly #now: () => Date;

  constructor({ file, plan, now }: SlotCalendarOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#plan = plan;
    this.#now = now;
  }

  /** The `days` days from `from`, each with its free slots: one read of the bookings. */
  days(departmentId: string, from: string, days: number): MechmateTimeslotDay[] {
    return [...this.#freeDays(departmentId, from, days)];
  }

  /**
   * The department's first free slot from tomorrow on (within the horizon), or null: one read of the
   * horizon's bookings, the days then looked through until one has a free slot.
   */
  firstFreeSlot(departmentId: string): string | null {
    const tomorrow = addDays(swedishDay(this.#now()), 1);
    for (const day of this.#freeDays(departmentId, tomorrow, BOOKING_HORIZON_DAYS)) {
      const first =
        day.availableSlots[0] ??
        (day.allDaySlotAvailable ? slotKey(day.date, FULL_DAY_SLOT_TIME) : undefined);
      if (first) return first;
    }
    return null;
  }

  /** Takes one place of the slot and records the booking; TimeslotNotAvailable when none is left. */
  book(booking: BookingRecord): string {
    const date = booking.timeSlot.slice(0, 10);
    const time = booking.isFullDay ? FULL_DAY_SLOT_TIME : booking.timeSlot.slice(11);
    const today = swedishDay(this.#now());
    const plan = this.#plan(booking.departmentId, date);
    const capacity = booking.isFullDay
      ? plan.fullDayCapacity
      : (plan.slots.find((slot) => slot.time === time)?.capacity ?? 0);
    if (capacity === 0 || date <= today || date > addDays(today, BOOKING_HORIZON_DAYS)) throw notAvailable();
    const slot = slotKey(date, time);
    const fullDay = booking.isFullDay ? 1 : 0;
    const database = this.#store.database;
    database.exec('BEGIN IMMEDIATE');
    try {
      database
        .prepare(
          'INSERT INTO slot_use (department_id, slot, full_day, used) VALUES (?, ?, ?, 0) ON CONFLICT DO NOTHING',
        )
        .run(booking.departmentId, slot, fullDay);
      const taken = database
        .prepare(
          'UPDATE slot_use SET used = used + 1 WHERE department_id = ? AND slot = ? AND full_day = ? AND used < ?',
        )
        .run(booking.departmentId, slot, fullDay, capacity);
      if (Number(taken.changes) !== 1) throw notAvailable();
      const id = bookingReference('SB');
      database
        .prepare(
          'INSERT INTO bookings (id, department_id, slot, full_day, registration_number, request, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          booking.departmentId,
          slot,
          fullDay,
          booking.registrationNumber,
          JSON.stringify(booking.request),
          this.#now().toISOString(),
        );
      database.exec('COMMIT');
      return id;
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  }

  /** A booking as stored: its department and slot (the slot's time is 08:00:00 for a full day). */
  booking(id: string): { departmentId: string; slot: string; fullDay: boolean } | null {
    const row = this.#store.database
      .prepare('SELECT department_id, slot, full_day FROM bookings WHERE id = ?')
      .get(id) as { department_id: string; slot: string; full_day: number } | undefined;
    return row ? { departmentId: row.department_id, slot: row.slot, fullDay: row.full_day === 1 } : null;
  }

  close(): void {
    this.#store.close();
  }

  /** The `days` days from `from` with their free slots, each worked out when it is asked for. */
  *#freeDays(departmentId: string, from: string, days: number): Generator<MechmateTimeslotDay> {
    const today = swedishDay(this.#now());
    const lastBookable = addDays(today, BOOKING_HORIZON_DAYS);
    const used = this.#used(departmentId, from, addDays(from, days));
    for (let offset = 0; offset < days; offset += 1) {
      const date = addDays(from, offset);
      const bookable = date > today && date <= lastBookable;
      const plan = this.#plan(departmentId, date);
      const free = (key: string, fullDay: boolean, capacity: number) =>
        bookable && capacity > (used.get(`${fullDay ? 1 : 0}/${key}`) ?? 0);
      yield {
        date,
        availableSlots: plan.slots
          .filter(({ time, capacity }) => free(slotKey(date, time), false, capacity))
          .map(({ time }) => slotKey(date, time)),
        allDaySlotAvailable: free(slotKey(date, FULL_DAY_SLOT_TIME), true, plan.fullDayCapacity),
      };
    }
  }

  #used(departmentId: string, from: string, to: string): Map<string, number> {
    const rows = this.#store.database
      .prepare('SELECT slot, full_day, used FROM slot_use WHERE department_id = ? AND slot >= ? AND slot < ?')
      .all(departmentId, from, to) as { slot: string; full_day: number; used: number }[];
    return new Map(rows.map((row) => [`${row.full_day}/${row.slot}`, row.used]));
  }
}

const notAvailable = () =>
  new MechmateError(MECHMATE_ERROR_CODES.timeslotNotAvailable, 409, 'Tiden är inte tillgänglig');
