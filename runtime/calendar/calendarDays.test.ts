import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayIn,
  isoWeekday,
  isRealDay,
  localClock,
  localDay,
  swedishDay,
} from './calendarDays';

describe('calendar days', () => {
  it('adds days across months and years, whatever the time zone', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names the ISO weekday, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('tells a real day from a well-formed impossible one', () => {
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-45')).toBe(false);
    expect(isRealDay('26-1-1')).toBe(false);
  });

  it("reads today in a market's time zone, whatever the machine's", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Stockholm.
    expect(dayIn('Europe/Stockholm', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(swedishDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayIn('Europe/London', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('reads the day and the clock of a local date-time, and no clock of a bare day', () => {
    expect(localDay('2026-12-01T07:30:00')).toBe('2026-12-01');
    expect(localClock('2026-12-01T07:30:00')).toBe('07:30');
    expect(localClock('2026-12-01T07:30')).toBe('07:30');
    expect(localClock('2026-12-01')).toBeNull();
  });
});
