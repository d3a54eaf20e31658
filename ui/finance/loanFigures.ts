/**
 * The loan calculator's rules (spec 001 §4 "Loan calculator", §5, §9), as pure functions of the car's
 * loan option. The visitor chooses two things, the contract length and the down payment; everything else
 * follows from them and the option, so the component keeps only those two and a price change (another
 * car) recomputes the rest by itself:
 * - the period moves in steps of 12 months between the option's shortest and longest contract, snapping
 *   to a length the option offers;
 * - the residual value is that length's percentage of the price;
 * - the down payment moves in steps of 1,000 between the length's minimum percentage of the price
 *   (rounded up to 1,000, so never below it) and its maximum percentage (rounded to the nearest 1,000,
 *   and never so high that less than the residual is lent);
 *   a typed amount is rounded to the step, one above the maximum is lowered to it and one below the
 *   minimum raised to it;
 * - the monthly cost is the annuity of the price less the down payment with the residual as a balloon,
 *   and the effective rate adds the start fee and the invoice fee (annuity.ts).
 * Percentages in the option are whole percent (divided by 100 here). Contract lengths that cannot be
 * priced are ignored (contractTerms.ts).
 */
import type { Car } from '../../runtime';
import { annuityPayment, effectiveAnnualRate } from './annuity';
import { clamp, lendableCashPercent, isUsableContract, nearestContract } from './contractTerms';

export type LoanOption = NonNullable<Car['car_loan_option']>;
type ContractDuration = LoanOption['contract_durations'][number];

export const LOAN_PERIOD_STEP_MONTHS = 12;
export const DOWN_PAYMENT_STEP = 1000;

export interface LoanChoice {
  months: number;
  downPayment: number;
}

export interface LoanLimits {
  minMonths: number;
  maxMonths: number;
  minDownPayment: number;
  maxDownPayment: number;
}

export interface LoanFigures extends LoanChoice {
  limits: LoanLimits;
  residualValue: number;
  monthlyCost: number;
  /** Percent a year; null when nothing is lent. */
  effectiveRate: number | null;
}

const percentOf = (amount: number, percent: number) => (amount * percent) / 100;

function usableDuration(option: LoanOption, months: number): ContractDuration {
  const duration = nearestContract(option.contract_durations, months);
  if (!duration) throw new Error('A loan option without a usable contract length cannot be calculated');
  return duration;
}

function limitsFor(option: LoanOption, duration: ContractDuration): LoanLimits {
  const months = option.contract_durations.filter(isUsableContract).map((entry) => entry.months);
  // Rounding the maximum to the nearest 1,000 must not lend less than the residual still to pay.
  const maxDownPayment = Math.max(
    0,
    Math.min(
      Math.round(percentOf(option.price, duration.cash_amount_max_percentage) / DOWN_PAYMENT_STEP),
      Math.floor(percentOf(option.price, lendableCashPercent(duration)) / DOWN_PAYMENT_STEP),
    ) * DOWN_PAYMENT_STEP,
  );
  const minDownPayment = Math.min(
    Math.ceil(percentOf(option.price, duration.cash_amount_min_percentage) / DOWN_PAYMENT_STEP) *
      DOWN_PAYMENT_STEP,
    maxDownPayment,
  );
  return { minMonths: Math.min(...months), maxMonths: Math.max(...months), minDownPayment, maxDownPayment };
}

/** Whether the option can be calculated at all: a price and at least one usable contract length. */
export function isCalculableLoan(option: LoanOption): boolean {
  return option.price > 0 && option.contract_durations.some(isUsableContract);
}

/** The loan's figures for a choice; the choice is snapped to an offered length and clamped to its limits. */
export function loanFigures(option: LoanOption, choice: LoanChoice): LoanFigures {
  const duration = usableDuration(option, choice.months);
  const limits = limitsFor(option, duration);
  const downPayment = clamp(
    Math.round(choice.downPayment / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP,
    limits.minDownPayment,
    limits.maxDownPayment,
  );
  const residualValue = Math.round(percentOf(option.price, duration.residual_percentage));
  const principal = option.price - downPayment;
  const monthlyCost = annuityPayment(principal, option.interest_rate, duration.months, residualValue);
  const effectiveRate = effectiveAnnualRate({
    principal,
    startFee: option.start_fee ?? 0,
    payment: monthlyCost,
    invoiceFee: option.invoice_fee ?? 0,
    months: duration.months,
    balloon: residualValue,
  });
  return { months: duration.months, downPayment, limits, residualValue, monthlyCost, effectiveRate };
}

/** Where the calculator starts: the option's default length and that length's smallest down payment. */
export function initialLoanChoice(option: LoanOption): LoanChoice {
  const duration = usableDuration(option, option.default_contract_duration);
  return { months: duration.months, downPayment: limitsFor(option, duration).minDownPayment };
}

/**
 * A new period: the residual follows the new length and the down payment is kept where the new length's
 * limits allow it (lowered to the new maximum, raised to the new minimum).
 */
export function withLoanPeriod(option: LoanOption, choice: LoanChoice, months: number): LoanChoice {
  const { months: snapped, downPayment } = loanFigures(option, { ...choice, months });
  return { months: snapped, downPayment };
}

/** A new down payment, clamped into the current length's limits. */
export function withDownPayment(option: LoanOption, choice: LoanChoice, downPayment: number): LoanChoice {
  return { months: choice.months, downPayment: loanFigures(option, { ...choice, downPayment }).downPayment };
}
