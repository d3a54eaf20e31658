import { describe, expect, it } from 'vitest';
import { workshop } from '../../tests/fixtures/serviceBooking';
import { formatSlotStart, MAX_LISTED_WORKSHOPS, sortedWorkshops, withWorkshop } from './workshopList';

const at = (departmentId: string, firstTimeSlot: string | null) => ({
  ...workshop,
  departmentId,
  firstTimeSlot,
});

describe('the workshop list', () => {
  it('adds a workshop once, and none past the bound', () => {
    const one = withWorkshop([], at('a', null));
    expect(withWorkshop(one, at('a', '2026-12-01T08:00:00'))).toBe(one);
    const full = Array.from({ length: MAX_LISTED_WORKSHOPS }, (_, index) => at(`d${index}`, null));
    expect(withWorkshop(full, at('new', null))).toBe(full);
  });

  it('keeps the stream order for nearest, and sorts by first free time with none last', () => {
    const list = [
      at('a', null),
      at('b', '2026-12-03T08:00:00'),
      at('c', '2026-12-01T13:00:00'),
      at('d', '2026-12-01T09:00:00'),
    ];
    expect(sortedWorkshops(list, 'nearest')).toBe(list);
    expect(sortedWorkshops(list, 'firstTime').map(({ departmentId }) => departmentId)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('shows a slot start as a Swedish day and time, and anything else unchanged', () => {
    expect(formatSlotStart('2026-12-01T08:00:00', 'sv-SE')).toBe('tis 1 dec 08:00');
    expect(formatSlotStart('2027-01-16T13:30:00', 'sv-SE')).toBe('lör 16 jan 13:30');
    expect(formatSlotStart('i morgon', 'sv-SE')).toBe('i morgon');
    expect(formatSlotStart('2026-13-01T08:00:00', 'sv-SE')).toBe('2026-13-01T08:00:00');
  });
});
