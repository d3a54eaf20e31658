/**
 * The description of a locale and currency that the browser writes prices, counts and dates from
 * (localeFormats.ts), read from Intl on the server. Only what the writers (writeLocaleFormats.ts) reproduce
 * exactly is described: their output is checked against Intl's on sample values, and a locale or currency
 * where one differs (or that Intl does not take) gets no description, its values then written by Intl as
 * before. Server-side.
 */
import type { DatePart, DigitGrouping, LocaleFormats } from './localeFormats';
import { grouped, writeLongDate, writeWholeAmount } from './writeLocaleFormats';

const SAMPLE_NUMBERS = [
  0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 123456, 1234567, 99999999, 123456789012,
];
const SAMPLE_DAYS = [1, 3, 10, 28];
const SAMPLE_YEARS = [1999, 2026];

/** The grouping Intl uses, read from two numbers' parts; null when its digits are not plain ASCII. */
function digitGrouping(format: Intl.NumberFormat): LocaleFormats['wholeAmount'] | null {
  const parts = format.formatToParts(1234567);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'integer');
  if (first < 0 || parts.some((part) => part.type === 'integer' && !/^\d+$/.test(part.value))) return null;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const groupsFourDigits = format.formatToParts(1234).some((part) => part.type === 'group');
  return {
    separator: parts.find((part) => part.type === 'group')?.value ?? '',
    minimumGroupingDigits: groupsFourDigits ? 1 : 2,
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
  };
}

function longDateParts(format: Intl.DateTimeFormat): LocaleFormats['longDate'] | null {
  const parts: DatePart[] = [];
  for (const part of format.formatToParts(Date.UTC(2026, 0, 3))) {
    if (part.type === 'literal') parts.push({ text: part.value });
    else if (part.type === 'day' || part.type === 'month' || part.type === 'year')
      parts.push({ field: part.type });
    else return null;
  }
  const months = Array.from(
    { length: 12 },
    (_, month) =>
      format.formatToParts(Date.UTC(2026, month, 3)).find((part) => part.type === 'month')?.value ?? '',
  );
  return { parts, months };
}

function agreesWithIntl(
  formats: LocaleFormats,
  number: Intl.NumberFormat,
  amount: Intl.NumberFormat,
  date: Intl.DateTimeFormat,
): boolean {
  const numbersAgree = SAMPLE_NUMBERS.every(
    (value) =>
      grouped(value, formats.wholeNumber) === number.format(value) &&
      writeWholeAmount(value, formats.wholeAmount) === amount.format(value),
  );
  const datesAgree = SAMPLE_YEARS.every((year) =>
    formats.longDate.months.every((_, month) =>
      SAMPLE_DAYS.every(
        (day) =>
          writeLongDate(formats.longDate, year, month, day) === date.format(Date.UTC(year, month, day)),
      ),
    ),
  );
  return numbersAgree && datesAgree;
}

function describeFromIntl(locale: string, currency: string): LocaleFormats | null {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const numberGrouping = digitGrouping(number);
  const wholeAmount = digitGrouping(amount);
  const longDate = longDateParts(date);
  if (!numberGrouping || !wholeAmount || !longDate) return null;
  const wholeNumber: DigitGrouping = {
    separator: numberGrouping.separator,
    minimumGroupingDigits: numberGrouping.minimumGroupingDigits,
  };
  const formats: LocaleFormats = { locale, currency, wholeNumber, wholeAmount, longDate };
  return agreesWithIntl(formats, number, amount, date) ? formats : null;
}

const described = new Map<string, LocaleFormats | null>();

/** The description of a locale and currency, or null; kept per locale and currency. */
export function describeLocaleFormats(locale: string, currency: string): LocaleFormats | null {
  const key = `${locale}|${currency}`;
  const known = described.get(key);
  if (known !== undefined) return known;
  let formats: LocaleFormats | null;
  try {
    formats = describeFromIntl(locale, currency);
  } catch {
    // An unknown locale or currency: Intl writes its values as before (and throws there as before).
    formats = null;
  }
  described.set(key, formats);
  return formats;
}
