/**
 * The money arithmetic of the loan and leasing calculators (spec 001 §9): the monthly payment of an
 * annuity with a balloon, and the effective annual rate of a loan with its fees. Pure and browser-safe;
 * the demo stock's seed uses the same functions, so a car's advertised monthly cost is what its
 * calculator shows at the default settings.
 *
 * Payment, with monthly rate r = annual / 12 (nominal), n months, principal P and balloon B due with the
 * last payment:  payment = (P − B / (1 + r)^n) · r / (1 − (1 + r)^−n),  or (P − B) / n when r = 0,
 * rounded to whole currency units.
 *
 * Effective rate: the monthly rate i that makes what the borrower receives equal to the present value of
 * everything they pay,
 *     P − startFee = Σ_{k=1..n} (payment + invoiceFee) / (1 + i)^k  +  B / (1 + i)^n,
 * annualised as (1 + i)^12 − 1 (the EU consumer credit directive's APR, in monthly periods). With the
 * payments and the balloon never negative (the calculators' limits see to it), the equation's right side
 * falls as i grows, so i is found by bisection between −99 % and 100 % a month.
 */

export function annuityPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
  balloon = 0,
): number {
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return Math.round((principal - balloon) / months);
  const growth = (1 + rate) ** months;
  return Math.round(((principal - balloon / growth) * rate) / (1 - 1 / growth));
}

export interface LoanCashFlows {
  /** The amount lent (price less down payment). */
  principal: number;
  /** Paid when the loan starts. */
  startFee: number;
  /** The monthly payment, without the invoice fee. */
  payment: number;
  /** Added to every monthly payment. */
  invoiceFee: number;
  months: number;
  /** Due with the last payment (the residual value). */
  balloon: number;
}

/** Present value at monthly rate `i` of the borrower's payments. */
function presentValueOfPayments(flows: LoanCashFlows, i: number): number {
  const perMonth = flows.payment + flows.invoiceFee;
  const discount = (1 + i) ** -flows.months;
  const annuity = i === 0 ? flows.months : (1 - discount) / i;
  return perMonth * annuity + flows.balloon * discount;
}

const BISECTION_STEPS = 200;

/** The effective annual rate in percent, or null when no rate makes the flows balance (nothing lent). */
export function effectiveAnnualRate(flows: LoanCashFlows): number | null {
  const received = flows.principal - flows.startFee;
  if (received <= 0 || flows.months <= 0) return null;
  let low = -0.99;
  let high = 1;
  if (presentValueOfPayments(flows, low) < received || presentValueOfPayments(flows, high) > received)
    return null;
  for (let step = 0; step < BISECTION_STEPS && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (presentValueOfPayments(flows, middle) > received) low = middle;
    else high = middle;
  }
  const monthly = (low + high) / 2;
  return ((1 + monthly) ** 12 - 1) * 100;
}
