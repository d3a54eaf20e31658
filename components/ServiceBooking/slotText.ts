/**
 * A chosen slot as the summary and the confirmation say it, in Swedish: 'tisdag 1 december 09:30', or the
 * day with the full-day note ('… , heldag, lämna bilen före 08:00'). The slot is the workshop's local time
 * (`YYYY-MM-DDTHH:mm:ss`), so it is formatted as written, whatever the visitor's time zone.
 */
import type { ChosenSlot } from '../../ui';

const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export function slotText({ timeslot, isFullDay }: ChosenSlot, fullDayText: string): string {
  const day = dayFormat.format(new Date(`${timeslot.slice(0, 10)}T00:00:00Z`));
  return isFullDay
    ? `${day}, ${fullDayText.charAt(0).toLowerCase()}${fullDayText.slice(1)}`
    : `${day} ${timeslot.slice(11, 16)}`;
}
