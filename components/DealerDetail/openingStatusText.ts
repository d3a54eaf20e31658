/**
 * Today's status of a department as a sentence in the market's language: "Öppet nu · stänger 18:00",
 * "Stängt · öppnar måndag 09:00", "Stängt för ombyggnad till och med 30 november 2026". Times and weekdays
 * are formatted in the market's locale (Finnish writes 09.00) as the wall-clock values the schedule holds.
 */
import type { OpeningStatus } from '../../ui';
import { formatCalendarDate } from '../../ui';
import type { useDealerDetailText } from './dealerDetailTexts';

type Text = ReturnType<typeof useDealerDetailText>;

export function formatClock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

function formatWeekday(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function openingStatusText(status: OpeningStatus, text: Text, locale: string): string {
  switch (status.kind) {
    case 'open':
      return text('dealerDetailOpenNow', { time: formatClock(status.closes, locale) });
    case 'opensToday':
      return text('dealerDetailOpensToday', { time: formatClock(status.opens, locale) });
    case 'opensOn':
      return text('dealerDetailOpensOn', {
        day: formatWeekday(status.date, locale),
        time: formatClock(status.opens, locale),
      });
    case 'vacation':
      return text('dealerDetailVacationNow', {
        title: status.title,
        date: formatCalendarDate(status.until, locale),
      });
    case 'closed':
      return text('dealerDetailClosed');
  }
}
