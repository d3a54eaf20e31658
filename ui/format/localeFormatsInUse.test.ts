import { describeLocaleFormats } from '../../runtime/i18n/describeLocaleFormats';
import { rememberLocaleFormats } from '../../runtime/i18n/localeFormats';
import { formatCalendarDate } from './formatCalendarDate';
import { formatCurrency } from './formatCurrency';
import { formatWholeNumber } from './formatWholeNumber';

describe("formatters with the page's locale formats", () => {
  // Finland's: no other test of this process formats fi-FI first, so no cached Intl formatter hides a call.
  const formats = describeLocaleFormats('fi-FI', 'EUR');

  afterEach(() => vi.restoreAllMocks());

  it('write prices, whole numbers and dates as Intl does, without building an Intl formatter', () => {
    const expected = [
      new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        24900,
      ),
      new Intl.NumberFormat('fi-FI').format(128400),
      new Intl.DateTimeFormat('fi-FI', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 14)),
    ];
    if (formats) rememberLocaleFormats(formats);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    expect([
      formatCurrency(24900, 'EUR', 'fi-FI'),
      formatWholeNumber(128400, 'fi-FI'),
      formatCalendarDate('2026-03-14', 'fi-FI'),
    ]).toEqual(expected);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('leave cents and other currencies to Intl', () => {
    if (formats) rememberLocaleFormats(formats);
    expect(formatCurrency(24900.5, 'EUR', 'fi-FI')).toBe(
      new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(24900.5),
    );
    expect(formatCurrency(24900, 'SEK', 'fi-FI')).toBe(
      new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }).format(
        24900,
      ),
    );
  });
});
