/**
 * What the loan and company leasing rules share: a contract length as the car record offers it, which of
 * them can be priced, the one nearest a chosen length, and clamping. A contract is usable when its length
 * is positive, its residual below the whole price and its cash percentages a range within 0–100; one that
 * is not would price a negative or infinite monthly cost, so it is left out rather than shown.
 */
export interface ContractTerms {
  months: number;
  residual_percentage: number;
  cash_amount_min_percentage: number;
  cash_amount_max_percentage: number;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function isUsableContract(terms: ContractTerms): boolean {
  return (
    Number.isInteger(terms.months) &&
    terms.months > 0 &&
    terms.residual_percentage >= 0 &&
    terms.residual_percentage < 100 &&
    terms.cash_amount_min_percentage >= 0 &&
    terms.cash_amount_min_percentage <= terms.cash_amount_max_percentage &&
    terms.cash_amount_max_percentage <= 100
  );
}

/** The usable contract closest to `months` (the shorter one on a tie), or null when none is usable. */
export function nearestContract<T extends ContractTerms>(contracts: readonly T[], months: number): T | null {
  let best: T | null = null;
  for (const contract of contracts) {
    if (!isUsableContract(contract)) continue;
    if (!best || Math.abs(contract.months - months) < Math.abs(best.months - months)) best = contract;
  }
  return best;
}

/**
 * The largest cash share, in percent of the price, that still leaves at least the residual value to be
 * paid off: with more, the balloon would exceed what is lent and the monthly cost turn negative.
 */
export const lendableCashPercent = (terms: ContractTerms) => 100 - terms.residual_percentage;
