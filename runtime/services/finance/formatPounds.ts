/**
 * Money as a UK finance quote writes it (spec 001 §9: "UK finance in pounds"), with Intl in en-GB: whole
 * pounds as `£1,300`, pounds and pence as `£301.27`. The embedded lender's messages and terms and the
 * PCP calculator both write it so. Browser-safe; its formatters come from the shared cache on first use,
 * not when a page's scripts load (every market's car page loads this module).
 */
import { numberFormat } from '../../i18n/intlFormats';

const WHOLE_POUNDS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
};
const POUNDS_AND_PENCE: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

export function formatPounds(amount: number): string {
  return numberFormat('en-GB', Number.isInteger(amount) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(amount);
}
