/**
 * Money as a UK finance quote writes it (spec 001 §9: "UK finance in pounds"), with Intl in en-GB: whole
 * pounds as `£1,300`, pounds and pence as `£301.27`. The embedded lender's messages and terms and the
 * PCP calculator both write it so. Browser-safe.
 */
const WHOLE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const PENCE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? WHOLE.format(amount) : PENCE.format(amount);
}
