import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { describeLocaleFormats } from './describeLocaleFormats';
import { rememberLocaleFormats } from './localeFormats';
import { describedLongDate, describedWholeAmount, describedWholeNumber } from './writeLocaleFormats';

/** Numbers of every length up to the largest described, some at the edges of a group. */
const NUMBERS = [
  ...Array.from({ length: 15 }, (_, digits) => 10 ** digits),
  ...Array.from({ length: 15 }, (_, digits) => 10 ** (digits + 1) - 1),
  ...Array.from({ length: 400 }, (_, index) =>
    Math.floor(((index * 7919) % 1000) * 10 ** (index % 13) + index),
  ),
];

const markets = [
  ...new Map(loadSiteConfigs().map((site) => [`${site.locale}|${site.currency}`, site])).values(),
];

describe.each(markets.map((site) => [site.locale, site.currency] as const))(
  '%s with %s',
  (locale, currency) => {
    const formats = describeLocaleFormats(locale, currency);
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

    beforeAll(() => {
      if (formats) rememberLocaleFormats(formats);
    });

    it('is described', () => {
      expect(formats).not.toBeNull();
    });

    it('writes whole numbers and whole amounts as Intl does', () => {
      for (const value of NUMBERS) {
        expect(describedWholeNumber(value, locale)).toBe(number.format(value));
        expect(describedWholeAmount(value, currency, locale)).toBe(amount.format(value));
      }
      expect(describedWholeNumber(1234.5, locale)).toBe(number.format(1234.5));
    });

    it('writes every day of two years as Intl does', () => {
      for (const year of [2025, 2028]) {
        for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
          expect(describedLongDate(day, locale)).toBe(longDate.format(day));
          day = new Date(day.getTime() + 86_400_000);
        }
      }
    });
  },
);

describe('what a description leaves to Intl', () => {
  const formats = describeLocaleFormats('sv-SE', 'SEK');
  beforeAll(() => {
    if (formats) rememberLocaleFormats(formats);
  });

  it('negative and fractional amounts, another currency, and numbers beyond plain digits', () => {
    expect(describedWholeAmount(-1290, 'SEK', 'sv-SE')).toBeUndefined();
    expect(describedWholeAmount(1290.5, 'SEK', 'sv-SE')).toBeUndefined();
    expect(describedWholeAmount(1290, 'EUR', 'sv-SE')).toBeUndefined();
    expect(describedWholeNumber(-3, 'sv-SE')).toBeUndefined();
    expect(describedWholeNumber(Number.NaN, 'sv-SE')).toBeUndefined();
    expect(describedWholeNumber(1e21, 'sv-SE')).toBeUndefined();
  });

  it('years outside 1000–9999, and a locale no page described', () => {
    expect(describedLongDate(new Date(Date.UTC(999, 0, 1)), 'sv-SE')).toBeUndefined();
    expect(describedWholeNumber(1234, 'de-DE')).toBeUndefined();
    expect(describedLongDate(new Date(Date.UTC(2026, 0, 1)), 'de-DE')).toBeUndefined();
  });

  it('describes nothing for a currency Intl does not take', () => {
    expect(describeLocaleFormats('sv-SE', 'KRONOR')).toBeNull();
  });

  it('keeps the amounts of two markets that share a locale', () => {
    const pounds = describeLocaleFormats('en-GB', 'GBP');
    const kronor = describeLocaleFormats('en-GB', 'SEK');
    if (pounds) rememberLocaleFormats(pounds);
    if (kronor) rememberLocaleFormats(kronor);
    expect(describedWholeAmount(1290, 'GBP', 'en-GB')).toBe('£1,290');
    expect(describedWholeAmount(1290, 'SEK', 'en-GB')).toBe('SEK\u00a01,290');
  });

  it('is plain data, as page props must be', () => {
    expect(JSON.parse(JSON.stringify(formats))).toEqual(formats);
  });
});
