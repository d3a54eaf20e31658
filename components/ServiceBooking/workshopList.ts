/**
 * The workshop list's pure rules (spec 002 §4 "Workshop sorting", §9 "Workshop search"): workshops added
 * as the stream sends them (once each, up to a bound), the two orders the visitor can choose, and a
 * workshop's first free time as the list shows it.
 */
import { dayOf, type MechmateWorkshop, WORKSHOP_FIRST_BATCH, WORKSHOP_SECOND_BATCH } from '../../runtime';

export { WORKSHOP_FIRST_BATCH };
/** Spec 002 §9: 5 + 4. A stream that closes with fewer has no workshops after them. */
export const WORKSHOPS_PER_STREAM = WORKSHOP_FIRST_BATCH + WORKSHOP_SECOND_BATCH;
/** The most workshops one search lists (ten streams): 'Hämta fler' goes away there. */
export const MAX_LISTED_WORKSHOPS = 90;

export type WorkshopOrder = 'nearest' | 'firstTime';

/** `workshops` with `workshop` added at the end, unless it is listed already or the list is full. */
export function withWorkshop(
  workshops: readonly MechmateWorkshop[],
  workshop: MechmateWorkshop,
): readonly MechmateWorkshop[] {
  if (workshops.length >= MAX_LISTED_WORKSHOPS) return workshops;
  if (workshops.some(({ departmentId }) => departmentId === workshop.departmentId)) return workshops;
  return [...workshops, workshop];
}

/**
 * 'nearest' is the stream's order (the backend sends the nearest first); 'firstTime' is the first free
 * slot, earliest first, workshops without one last, ties in the stream's order.
 */
export function sortedWorkshops(
  workshops: readonly MechmateWorkshop[],
  order: WorkshopOrder,
): readonly MechmateWorkshop[] {
  if (order === 'nearest') return workshops;
  const rank = (workshop: MechmateWorkshop) => workshop.firstTimeSlot ?? '\uffff';
  return [...workshops].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}

const SLOT_START = /^(\d{4}-\d\d-\d\d)T(\d\d):(\d\d)/;

/**
 * A slot's local start `YYYY-MM-DDTHH:mm:ss` as the list shows it: 'tis 1 dec 08:00' in Swedish. The date
 * is formatted as written (in UTC), so no time zone moves it; anything else is shown unchanged.
 */
export function formatSlotStart(slot: string, locale: string): string {
  const [, day, hours, minutes] = SLOT_START.exec(slot) ?? [];
  if (day === undefined) return slot;
  const date = dayOf(day);
  if (Number.isNaN(date.getTime())) return slot;
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value.replace(/\.$/, '') ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${hours}:${minutes}`;
}
