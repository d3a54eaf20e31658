import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './formatCalendarDate';

describe('formatCalendarDate', () => {
  it('formats a date in the market locale', () => {
    expect(formatCalendarDate('2026-10-03', 'sv-SE')).toBe('3 oktober 2026');
    expect(formatCalendarDate('2026-10-03', 'en-GB')).toBe('3 October 2026');
    expect(formatCalendarDate('2026-10-03', 'nb-NO')).toBe('3. oktober 2026');
  });

  it('formats each locale its own way when locales alternate', () => {
    expect(['sv-SE', 'en-GB', 'sv-SE'].map((locale) => formatCalendarDate('2026-05-01', locale))).toEqual([
      '1 maj 2026',
      '1 May 2026',
      '1 maj 2026',
    ]);
  });

  it('keeps the calendar date of a timestamp whatever its offset', () => {
    expect(formatCalendarDate('2026-10-03T00:30:00+02:00', 'sv-SE')).toBe('3 oktober 2026');
  });

  it('shows unparseable input unchanged', () => {
    expect(formatCalendarDate('snart', 'sv-SE')).toBe('snart');
  });
});
