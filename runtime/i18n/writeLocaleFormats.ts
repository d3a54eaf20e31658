/**
 * Whole numbers, whole amounts and long dates written from a remembered locale description
 * (localeFormats.ts) without Intl; undefined for what no description covers, which the caller gives to
 * Intl (ui/format/). describeLocaleFormats.ts checks these writers against Intl before a description is
 * made.
 */
import {
  type DigitGrouping,
  type LocaleFormats,
  rememberedLocaleFormats,
  rememberedWholeAmount,
} from './localeFormats';

/** Beyond this, numbers are no longer written with plain digits by String(); Intl takes them. */
const LARGEST_DESCRIBED = 1e15;

export function grouped(value: number, { separator, minimumGroupingDigits }: DigitGrouping): string {
  const digits = String(value);
  if (separator === '' || digits.length < 3 + minimumGroupingDigits) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(separator);
}

export const writeWholeAmount = (
  amount: number,
  { prefix, suffix, ...grouping }: LocaleFormats['wholeAmount'],
) => `${prefix}${grouped(amount, grouping)}${suffix}`;

export function writeLongDate(
  { parts, months }: LocaleFormats['longDate'],
  year: number,
  month: number,
  day: number,
): string {
  return parts
    .map((part) =>
      'text' in part
        ? part.text
        : part.field === 'day'
          ? String(day)
          : part.field === 'year'
            ? String(year)
            : months[month],
    )
    .join('');
}

const isDescribedWhole = (value: number) =>
  Number.isInteger(value) && value >= 0 && value < LARGEST_DESCRIBED;

/** A whole, non-negative number as the remembered description writes it; undefined when there is none. */
export function describedWholeNumber(value: number, locale: string): string | undefined {
  const formats = rememberedLocaleFormats(locale);
  if (!formats || !Number.isFinite(value) || value < 0) return undefined;
  const whole = Math.round(value);
  return isDescribedWhole(whole) ? grouped(whole, formats.wholeNumber) : undefined;
}

/** A whole, non-negative amount of a remembered locale and currency; undefined for anything else. */
export function describedWholeAmount(amount: number, currency: string, locale: string): string | undefined {
  const wholeAmount = rememberedWholeAmount(locale, currency);
  return wholeAmount && isDescribedWhole(amount) ? writeWholeAmount(amount, wholeAmount) : undefined;
}

/** A UTC calendar day in the remembered long date format; undefined outside years 1000–9999. */
export function describedLongDate(date: Date, locale: string): string | undefined {
  const formats = rememberedLocaleFormats(locale);
  const year = date.getUTCFullYear();
  if (!formats || year < 1000 || year > 9999) return undefined;
  return writeLongDate(formats.longDate, year, date.getUTCMonth(), date.getUTCDate());
}
