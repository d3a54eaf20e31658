import { describe, expect, it } from 'vitest';
import { hoursOn, localTime, type OpeningSchedule, openingStatus } from './openingHours';

const schedule: OpeningSchedule = {
  openinghours: [
    {
      day: 'Måndag–fredag',
      displayText: '09:00–18:00',
      days: [1, 2, 3, 4, 5],
      opens: '09:00',
      closes: '18:00',
    },
    { day: 'Lördag', displayText: '10:00–15:00', days: [6], opens: '10:00', closes: '15:00' },
    { day: 'Söndag', displayText: 'Stängt', days: [7] },
  ],
  deviationdays: [
    { day: 'Julafton 24 december', displayText: 'Stängt', date: '2026-12-24' },
    {
      day: 'Nyårsafton 31 december',
      displayText: '10:00–13:00',
      date: '2026-12-31',
      opens: '10:00',
      closes: '13:00',
    },
  ],
  vacationdays: [
    {
      day: 'Ombyggnad',
      displayText: 'Vi bygger om.',
      vacationstart: '2026-11-16',
      vacationend: '2026-11-20',
      vacationtitle: 'Stängt för ombyggnad',
    },
  ],
};

/** Thursday 26 November 2026 at the given UTC time. */
const thursday = (utc: string) => Date.parse(`2026-11-26T${utc}:00Z`);

describe('openingStatus', () => {
  it('is open until closing time on a weekday, by the market clock', () => {
    // 16:30 UTC is 17:30 in Stockholm (CET, UTC+1).
    expect(openingStatus(schedule, thursday('16:30'), 'Europe/Stockholm')).toEqual({
      kind: 'open',
      closes: '18:00',
    });
  });

  it('tells the same instant apart across time zones', () => {
    // 17:30 UTC: 18:30 in Stockholm (closed, opens Friday), 17:30 in London (open), 19:30 in Helsinki.
    const instant = thursday('17:30');
    expect(openingStatus(schedule, instant, 'Europe/Stockholm')).toEqual({
      kind: 'opensOn',
      date: '2026-11-27',
      opens: '09:00',
    });
    expect(openingStatus(schedule, instant, 'Europe/London')).toEqual({ kind: 'open', closes: '18:00' });
    expect(openingStatus(schedule, instant, 'Europe/Helsinki')?.kind).toBe('opensOn');
    // 07:30 UTC: 07:30 in London (opens at 09:00 today), 09:30 in Helsinki (open).
    expect(openingStatus(schedule, thursday('07:30'), 'Europe/London')).toEqual({
      kind: 'opensToday',
      opens: '09:00',
    });
    expect(openingStatus(schedule, thursday('07:30'), 'Europe/Helsinki')?.kind).toBe('open');
  });

  it('skips a closed Sunday to Monday', () => {
    const saturdayEvening = Date.parse('2026-11-28T18:00:00Z');
    expect(openingStatus(schedule, saturdayEvening, 'Europe/Oslo')).toEqual({
      kind: 'opensOn',
      date: '2026-11-30',
      opens: '09:00',
    });
  });

  it('lets a deviation day replace the normal hours', () => {
    // Christmas Eve 2026, a Thursday, is closed; the normal Friday hours follow.
    expect(hoursOn(schedule, '2026-12-24')).toBeNull();
    expect(openingStatus(schedule, Date.parse('2026-12-24T10:00:00Z'), 'Europe/Stockholm')).toEqual({
      kind: 'opensOn',
      date: '2026-12-25',
      opens: '09:00',
    });
    expect(openingStatus(schedule, Date.parse('2026-12-31T12:30:00Z'), 'Europe/Stockholm')).toEqual({
      kind: 'opensOn',
      date: '2027-01-01',
      opens: '09:00',
    });
    expect(openingStatus(schedule, Date.parse('2026-12-31T10:30:00Z'), 'Europe/Stockholm')).toEqual({
      kind: 'open',
      closes: '13:00',
    });
  });

  it('closes the department with the vacation title during a vacation, both ends included', () => {
    for (const day of ['2026-11-16', '2026-11-18', '2026-11-20'])
      expect(openingStatus(schedule, Date.parse(`${day}T12:00:00Z`), 'Europe/Stockholm')).toEqual({
        kind: 'vacation',
        title: 'Stängt för ombyggnad',
        until: '2026-11-20',
      });
    // The evening before it starts, the next opening is after it.
    expect(openingStatus(schedule, Date.parse('2026-11-13T20:00:00Z'), 'Europe/Stockholm')).toEqual({
      kind: 'opensOn',
      date: '2026-11-14',
      opens: '10:00',
    });
    expect(openingStatus(schedule, Date.parse('2026-11-15T20:00:00Z'), 'Europe/Stockholm')).toEqual({
      kind: 'opensOn',
      date: '2026-11-21',
      opens: '10:00',
    });
  });

  it('has no status for a schedule written as text only, and is closed when nothing opens in two weeks', () => {
    const textOnly: OpeningSchedule = {
      openinghours: [{ day: 'Måndag–fredag', displayText: '09:00–18:00' }],
      deviationdays: [],
      vacationdays: [],
    };
    expect(openingStatus(textOnly, thursday('12:00'), 'Europe/Stockholm')).toBeNull();
    const neverOpen: OpeningSchedule = {
      ...schedule,
      vacationdays: [{ day: 'x', displayText: 'x', vacationstart: '2026-11-01', vacationend: '2027-01-31' }],
    };
    expect(openingStatus(neverOpen, thursday('12:00'), 'Europe/Stockholm')).toMatchObject({
      kind: 'vacation',
      title: 'x',
    });
  });
});

describe('localTime', () => {
  it('reads the wall clock of a zone, and UTC for an unknown zone', () => {
    expect(localTime(Date.parse('2026-07-01T22:30:00Z'), 'Europe/Helsinki')).toEqual({
      date: '2026-07-02',
      time: '01:30',
    });
    expect(localTime(Date.parse('2026-07-01T22:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      time: '23:30',
    });
    expect(localTime(Date.parse('2026-07-01T22:30:00Z'), 'Not/AZone')).toEqual({
      date: '2026-07-01',
      time: '22:30',
    });
  });
});
