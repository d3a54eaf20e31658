/**
 * A number rounded to a whole one in a locale's digits and grouping ("12 480" in sv-SE, "12,480" in
 * en-GB): counts, mileage, filter bounds. Written from the page's locale formats when it has them
 * (runtime/i18n/localeFormats.ts), without Intl.
 */
import { describedWholeNumber, numberFormat } from '../../runtime';

export function formatWholeNumber(value: number, locale: string): string {
  return (
    describedWholeNumber(value, locale) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(value)
  );
}
