/**
 * The loan calculator's rules (spec 001 §4 "Loan calculator", §5, §9), as pure functions of the car's
 * loan option. The visitor chooses two things, the contract length and the down payment; everything else
 * follows from them and the option, so the component keeps only those two and a price change (another
 * car) recomputes the rest by itself:
 * - the period moves in steps of 12 months between the option's shortest and longest contract, snapping
 *   to a length the option offers;
 * - the residual value is that length's percentage of the price;
 * - the down payment moves in steps of 1,000 between the length's minimum percentage of the price
 *   (rounded up to 1,000, so never below it) and its maximum percentage (rounded to the nearest 1,000);
 *   a typed amount is rounded to the step, one above the maximum is lowered to it and one below the
 *   minimum raised to it;
 * - the monthly cost is the annuity of the price less the down payment with the residual as a balloon,
 *   and the effective rate adds the start fee and the invoice fee (annuity.ts).
 * Percentages in the option are whole percent (divided by 100 here).
 */
import type { Car } from '../../runtime';
import { annuityPayment, effectiveAnnualRate } from './annuity';

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

/** The offered contract closest to `months` (the shorter one on a tie); null for an option without any. */
function durationFor(option: LoanOption, months: number): ContractDuration | null {
  let best: ContractDuration | null = null;
  for (const duration of option.contract_durations) {
    if (!best || Math.abs(duration.months - months) < Math.abs(best.months - months)) best = duration;
  }
  return best;
}

function limitsFor(option: LoanOption, duration: ContractDuration): LoanLimits {
  const months = option.contract_durations.map((entry) => entry.months);
  const maxDownPayment =
    Math.round(percentOf(option.price, duration.cash_amount_max_percentage) / DOWN_PAYMENT_STEP) *
    DOWN_PAYMENT_STEP;
  const minDownPayment = Math.min(
    Math.ceil(percentOf(option.price, duration.cash_amount_min_percentage) / DOWN_PAYMENT_STEP) *
      DOWN_PAYMENT_STEP,
    maxDownPayment,
  );
  return { minMonths: Math.min(...months), maxMonths: Math.max(...months), minDownPayment, maxDownPayment };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whether the option can be calculated at all: a price and at least one contract length. */
export function isCalculableLoan(option: LoanOption): boolean {
  return option.price > 0 && option.contract_durations.length > 0;
}

/** The loan's figures for a choice; the choice is snapped to an offered length and clamped to its limits. */
export function loanFigures(option: LoanOption, choice: LoanChoice): LoanFigures {
  const duration = durationFor(option, choice.months);
  if (!duration) throw new Error('A loan option without contract durations cannot be calculated');
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
  const duration = durationFor(option, option.default_contract_duration);
  if (!duration) throw new Error('A loan option without contract durations cannot be calculated');
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
