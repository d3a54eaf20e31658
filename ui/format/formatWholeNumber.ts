/**
 * A number rounded to a whole one in a locale's digits and grouping ("12 480" in sv-SE, "12,480" in
 * en-GB): counts, mileage, filter bounds. One cached Intl formatter per locale: a car list formats its
 * counts on every render, and each new formatter costs the browser a lookup of the locale's data.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatWholeNumber(value: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(value);
}
