/**
 * An amount in a currency, in a locale's number format: whole amounts without decimals (1 290 kr), others
 * with the currency's (1 290,50 kr). A whole amount in the page's own locale and currency is written from
 * the page's locale formats (runtime/i18n/localeFormats.ts), without Intl.
 */
import { describedWholeAmount, numberFormat } from '../../runtime';

const WHOLE: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

export function formatCurrency(amount: number, currency: string, locale: string): string {
  const described = describedWholeAmount(amount, currency, locale);
  if (described !== undefined) return described;
  const whole = Number.isInteger(amount);
  return numberFormat(locale, { style: 'currency', currency, ...(whole ? WHOLE : {}) }).format(amount);
}
