/**
 * An amount in a currency, in a locale's number format: whole amounts without decimals (1 290 kr), others
 * with the currency's (1 290,50 kr). One cached Intl formatter per locale, currency and kind, since cards
 * format prices by the dozen.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatCurrency(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
