/**
 * Money and miles as a UK finance quote writes them (spec 001 §9: "UK finance in pounds; PCP shows annual
 * mileage in miles"), with Intl in en-GB: whole pounds as `£1,300`, pounds and pence as `£301.27`.
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
const COUNT = new Intl.NumberFormat('en-GB');

export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? WHOLE.format(amount) : PENCE.format(amount);
}

export const formatCount = (value: number) => COUNT.format(value);
