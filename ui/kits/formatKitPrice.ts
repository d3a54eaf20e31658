/**
 * A kit's price in its own currency (a kit without one is priced in EUR, spec 002 §3), in the market's
 * number format; whole amounts without decimals (1 290 kr), others with the currency's (1 290,50 kr).
 */
const formats = new Map<string, Intl.NumberFormat>();

export const DEFAULT_KIT_CURRENCY = 'EUR';

export function formatKitPrice(amount: number, currency: string | undefined, locale: string): string {
  const code = currency ?? DEFAULT_KIT_CURRENCY;
  const whole = Number.isInteger(amount);
  const key = `${locale}|${code}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
