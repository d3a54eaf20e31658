/**
 * How a market's locale writes whole numbers, whole amounts of its currency and long calendar dates, read
 * from Intl on the server (describeLocaleFormats.ts) and sent with the page (`SitePageProps.localeFormats`),
 * so that the browser writes them without Intl while the page hydrates. A page's first Intl number or date
 * formatter costs Chromium 40–70 ms of locale data loading, four times that on Lighthouse's phone: one long
 * task in the middle of hydration, on every page that shows a price or a date (docs/ARCHITECTURE.md,
 * "Prices, counts and dates are written without Intl in the browser").
 *
 * This module holds what a page remembers: SiteProviders remembers the page's description before anything
 * renders, on the server as in the browser, so both write the same text (writeLocaleFormats.ts). It stays
 * this small because every page's first script loads it.
 */

/** Digits in groups of three from the right, once a number has `3 + minimumGroupingDigits` digits. */
export interface DigitGrouping {
  separator: string;
  minimumGroupingDigits: number;
}

export type DatePart = { field: 'day' | 'month' | 'year' } | { text: string };

export interface LocaleFormats {
  locale: string;
  currency: string;
  wholeNumber: DigitGrouping;
  /** A whole amount: the currency's text around the grouped digits ("1 290 kr", "£1,290"). */
  wholeAmount: DigitGrouping & { prefix: string; suffix: string };
  /** `dateStyle: 'long'` in UTC: its parts in order, and each month's name as it reads in it. */
  longDate: { parts: DatePart[]; months: string[] };
}

/** Numbers and dates by locale; amounts by locale and currency (two markets may share a locale). */
const remembered = new Map<string, LocaleFormats>();
const rememberedAmounts = new Map<string, LocaleFormats['wholeAmount']>();

/** Makes a page's description the way its locale's values are written, in this browser or server. */
export function rememberLocaleFormats(formats: LocaleFormats): void {
  remembered.set(formats.locale, formats);
  rememberedAmounts.set(`${formats.locale}|${formats.currency}`, formats.wholeAmount);
}

export const rememberedLocaleFormats = (locale: string): LocaleFormats | undefined => remembered.get(locale);

export const rememberedWholeAmount = (
  locale: string,
  currency: string,
): LocaleFormats['wholeAmount'] | undefined => rememberedAmounts.get(`${locale}|${currency}`);
