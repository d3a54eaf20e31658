/**
 * How a market's locale writes whole numbers, whole amounts of its currency and long calendar dates, read
 * from Intl on the server and sent with the page (`SitePageProps.localeFormats`), so that the browser writes
 * them without Intl while the page hydrates. A page's first Intl number or date formatter costs Chromium
 * 40–70 ms of locale data loading, four times that on Lighthouse's phone: one long task in the middle of
 * hydration, on every page that shows a price or a date (docs/ARCHITECTURE.md, "Prices, counts and dates are
 * written without Intl in the browser").
 *
 * A description is only made of what it reproduces exactly: describeLocaleFormats checks its output against
 * Intl's on sample values and describes nothing when one differs. Values outside what it describes (negative,
 * fractional amounts, years before 1000) and locales it was not given go to Intl as before. The server's
 * render uses the same description (SiteProviders remembers it there too), so both write the same text.
 */

/** Digits in groups of three from the right, once a number has `3 + minimumGroupingDigits` digits. */
interface DigitGrouping {
  separator: string;
  minimumGroupingDigits: number;
}

type DatePart = { field: 'day' | 'month' | 'year' } | { text: string };

export interface LocaleFormats {
  locale: string;
  currency: string;
  wholeNumber: DigitGrouping;
  /** A whole amount: the currency's text around the grouped digits ("1 290 kr", "£1,290"). */
  wholeAmount: DigitGrouping & { prefix: string; suffix: string };
  /** `dateStyle: 'long'` in UTC: its parts in order, and each month's name as it reads in it. */
  longDate: { parts: DatePart[]; months: string[] };
}

/** Beyond this, numbers are no longer written with plain digits by String(); Intl takes them. */
const LARGEST_DESCRIBED = 1e15;

const SAMPLE_NUMBERS = [
  0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 123456, 1234567, 99999999, 123456789012,
];
const SAMPLE_DAYS = [1, 3, 10, 28];
const SAMPLE_YEARS = [1999, 2026];

function grouped(value: number, { separator, minimumGroupingDigits }: DigitGrouping): string {
  const digits = String(value);
  if (separator === '' || digits.length < 3 + minimumGroupingDigits) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(separator);
}

const isDescribedWhole = (value: number) =>
  Number.isInteger(value) && value >= 0 && value < LARGEST_DESCRIBED;

/** The grouping Intl uses, read from two numbers' parts; null when its digits are not plain ASCII. */
function digitGrouping(
  format: Intl.NumberFormat,
): (DigitGrouping & { prefix: string; suffix: string }) | null {
  const parts = format.formatToParts(1234567);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'integer');
  if (first < 0 || parts.some((part) => part.type === 'integer' && !/^\d+$/.test(part.value))) return null;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const separator = parts.find((part) => part.type === 'group')?.value ?? '';
  const groupsFourDigits = format.formatToParts(1234).some((part) => part.type === 'group');
  return {
    separator,
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

function writeDate(
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

function agreesWithIntl(
  formats: LocaleFormats,
  number: Intl.NumberFormat,
  amount: Intl.NumberFormat,
  date: Intl.DateTimeFormat,
): boolean {
  const wholeAmount = (value: number) =>
    `${formats.wholeAmount.prefix}${grouped(value, formats.wholeAmount)}${formats.wholeAmount.suffix}`;
  const numbersAgree = SAMPLE_NUMBERS.every(
    (value) =>
      grouped(value, formats.wholeNumber) === number.format(value) &&
      wholeAmount(value) === amount.format(value),
  );
  const datesAgree = SAMPLE_YEARS.every((year) =>
    formats.longDate.months.every((_, month) =>
      SAMPLE_DAYS.every(
        (day) => writeDate(formats.longDate, year, month, day) === date.format(Date.UTC(year, month, day)),
      ),
    ),
  );
  return numbersAgree && datesAgree;
}

const described = new Map<string, LocaleFormats | null>();

/**
 * The description of a locale and currency, or null when Intl writes them in a way it would not reproduce
 * (or does not know them). Server-side; kept per locale and currency.
 */
export function describeLocaleFormats(locale: string, currency: string): LocaleFormats | null {
  const key = `${locale}|${currency}`;
  const known = described.get(key);
  if (known !== undefined) return known;
  let formats: LocaleFormats | null = null;
  try {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const wholeNumber = digitGrouping(number);
    const wholeAmount = digitGrouping(amount);
    const longDate = longDateParts(date);
    if (wholeNumber && wholeAmount && longDate) {
      const candidate: LocaleFormats = {
        locale,
        currency,
        wholeNumber: {
          separator: wholeNumber.separator,
          minimumGroupingDigits: wholeNumber.minimumGroupingDigits,
        },
        wholeAmount,
        longDate,
      };
      if (agreesWithIntl(candidate, number, amount, date)) formats = candidate;
    }
  } catch {
    // An unknown locale or currency: Intl writes its values as before.
  }
  described.set(key, formats);
  return formats;
}

/** Numbers and dates by locale; amounts by locale and currency (two markets may share a locale). */
const remembered = new Map<string, LocaleFormats>();
const rememberedAmounts = new Map<string, LocaleFormats['wholeAmount']>();

/** Makes a page's description the way its locale's values are written, in this browser or server. */
export function rememberLocaleFormats(formats: LocaleFormats): void {
  remembered.set(formats.locale, formats);
  rememberedAmounts.set(`${formats.locale}|${formats.currency}`, formats.wholeAmount);
}

/** A whole, non-negative number as the remembered description writes it; undefined when there is none. */
export function describedWholeNumber(value: number, locale: string): string | undefined {
  const formats = remembered.get(locale);
  if (!formats || !Number.isFinite(value) || value < 0) return undefined;
  const whole = Math.round(value);
  return isDescribedWhole(whole) ? grouped(whole, formats.wholeNumber) : undefined;
}

/** A whole, non-negative amount of a remembered locale and currency; undefined for anything else. */
export function describedWholeAmount(amount: number, currency: string, locale: string): string | undefined {
  const wholeAmount = rememberedAmounts.get(`${locale}|${currency}`);
  if (!wholeAmount || !isDescribedWhole(amount)) return undefined;
  return `${wholeAmount.prefix}${grouped(amount, wholeAmount)}${wholeAmount.suffix}`;
}

/** A UTC calendar day in the remembered long date format; undefined outside years 1000–9999. */
export function describedLongDate(date: Date, locale: string): string | undefined {
  const formats = remembered.get(locale);
  const year = date.getUTCFullYear();
  if (!formats || year < 1000 || year > 9999) return undefined;
  return writeDate(formats.longDate, year, date.getUTCMonth(), date.getUTCDate());
}
