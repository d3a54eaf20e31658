import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../calendar/calendarDays';
import { BOOKING_HORIZON_DAYS, SlotCalendar } from './SlotCalendar';
import type { SlotPlan } from './slotPlan';

/** Monday 2 November 2026, 10:00 in Sweden: the first bookable day is Tuesday the 3rd. */
const NOW = new Date('2026-11-02T09:00:00Z');
const TODAY = '2026-11-02';
const WORKSHOP = '500000-2';

/** A workshop that takes one car at 10:00 on the given dates only, and never a full day. */
const openOn =
  (...dates: string[]): SlotPlan =>
  (_, date) => ({
    slots: dates.includes(date) ? [{ time: '10:00:00', capacity: 1 }] : [],
    fullDayCapacity: 0,
  });

let dir: string;
let calendars: SlotCalendar[];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'slot-calendar-'));
  calendars = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const calendar of calendars) calendar.close();
  rmSync(dir, { recursive: true, force: true });
});

function calendar(plan: SlotPlan): SlotCalendar {
  const opened = new SlotCalendar({ file: path.join(dir, 'bookings.sqlite'), plan, now: () => NOW });
  calendars.push(opened);
  return opened;
}

/** Counts the SQL statements `read` prepares (the schema is set up before counting starts). */
function statementsOf<T>(opened: SlotCalendar, read: () => T): { answer: T; statements: number } {
  opened.days(WORKSHOP, TODAY, 1);
  const prepare = vi.spyOn(DatabaseSync.prototype, 'prepare');
  const answer = read();
  const statements = prepare.mock.calls.length;
  prepare.mockRestore();
  return { answer, statements };
}

describe('a workshop’s first free slot', () => {
  it('is found 10 weeks ahead with one read of the bookings', () => {
    const farDay = addDays(TODAY, 70);
    const opened = calendar(openOn(farDay));
    expect(statementsOf(opened, () => opened.firstFreeSlot(WORKSHOP))).toEqual({
      answer: `${farDay}T10:00:00`,
      statements: 1,
    });
  });

  it('is on the last day of the booking horizon at the latest, else none, still with one read', () => {
    const lastDay = addDays(TODAY, BOOKING_HORIZON_DAYS);
    expect(calendar(openOn(lastDay)).firstFreeSlot(WORKSHOP)).toBe(`${lastDay}T10:00:00`);
    const beyond = calendar(openOn(addDays(lastDay, 1)));
    expect(statementsOf(beyond, () => beyond.firstFreeSlot(WORKSHOP))).toEqual({
      answer: null,
      statements: 1,
    });
  });

  it('moves on when a booking takes the first one', () => {
    const [first, second] = [addDays(TODAY, 8), addDays(TODAY, 40)];
    const opened = calendar(openOn(first, second));
    opened.book({
      departmentId: WORKSHOP,
      timeSlot: `${first}T10:00:00`,
      isFullDay: false,
      registrationNumber: 'ABC123',
      request: {},
    });
    expect(opened.firstFreeSlot(WORKSHOP)).toBe(`${second}T10:00:00`);
  });
});

describe('a workshop’s days', () => {
  it('reads four weeks of bookings with one statement', () => {
    const day = addDays(TODAY, 3);
    const opened = calendar(openOn(day));
    const { answer, statements } = statementsOf(opened, () => opened.days(WORKSHOP, TODAY, 28));
    expect(statements).toBe(1);
    expect(answer).toHaveLength(28);
    expect(answer.filter((free) => free.availableSlots.length > 0)).toEqual([
      { date: day, availableSlots: [`${day}T10:00:00`], allDaySlotAvailable: false },
    ]);
  });
});
