/**
 * Money as a UK finance quote writes it (spec 001 §9: "UK finance in pounds"), with Intl in en-GB: whole
 * pounds as `£1,300`, pounds and pence as `£301.27`. The embedded lender's messages and terms and the
 * PCP calculator both write it so. Browser-safe; the formatters are built on first use, not when a page's
 * scripts load (every market's car page loads this module).
 */
let whole: Intl.NumberFormat | undefined;
let pence: Intl.NumberFormat | undefined;

export function formatPounds(amount: number): string {
  if (Number.isInteger(amount)) {
    whole ??= new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    });
    return whole.format(amount);
  }
  pence ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return pence.format(amount);
}
