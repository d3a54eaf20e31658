/**
 * A date field shown as a calendar date in the market's locale ("3 oktober 2026"), through JSS's
 * `DateField`, so the page editor gets the field's chrome and visitors the formatted date in a `<time>`.
 */
import { DateField } from '@sitecore-jss/sitecore-jss-nextjs';
import { useSite } from '../../runtime';
import type { TextField } from '../../schemas/generated/fields';
import { formatCalendarDate } from '../format/formatCalendarDate';

export function CalendarDateField({ field }: { field: TextField }) {
  const site = useSite();
  const value = String(field.value);
  // Formatted from the written value, not the Date JSS parses from it: a date without a time zone would
  // be read in the server's or the browser's zone and could move a day (formatCalendarDate keeps the day).
  return (
    <time dateTime={value}>
      <DateField
        field={{ value, ...(field.editable ? { editable: field.editable } : {}) }}
        render={() => formatCalendarDate(value, site.locale)}
      />
    </time>
  );
}
