/**
 * A calendar date (a story's publish date, say) in the market's locale, e.g. "3 oktober 2026" (sv-SE) or "3 October 2026" (en-GB).
 * The calendar date is taken as written and formatted in UTC, so server and browser agree whatever their
 * time zones (no hydration mismatch, no date shifted by a day). Unparseable input is shown unchanged.
 * Written from the page's locale formats when it has them (runtime/i18n/localeFormats.ts), without Intl.
 */
import { dateTimeFormat, describedLongDate } from '../../runtime';

export function formatCalendarDate(date: string, locale: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  const parsed = new Date(day ? `${day}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return (
    describedLongDate(parsed, locale) ??
    dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed)
  );
}
