/**
 * A chosen slot as the page says it wherever it names one (the chosen workshop, the summary, step 4's
 * collapsed row): 'måndag 30 november kl. 08:00', or the day with the full-day note. The slot is the
 * workshop's local time, formatted as written whatever the visitor's time zone.
 */
import { useSite } from '../../runtime';
import type { ChosenSlot } from '../../ui';
import { useBookingSlotsText } from './bookingSlotsTexts';
import { dayName, slotDate, slotTime } from './slotCalendar';

export function useSlotText(): (slot: ChosenSlot) => string {
  const text = useBookingSlotsText();
  const { locale } = useSite();
  return (slot) => {
    const day = dayName(slotDate(slot.timeslot), locale);
    return slot.isFullDay
      ? text('serviceBookingContactFullDaySlot', { day })
      : text('serviceBookingContactSlot', { day, time: slotTime(slot.timeslot) });
  };
}
