/**
 * The company leasing calculator's rules (spec 001 §4 "Company leasing calculator", §9), as pure
 * functions of the car's company leasing option. The visitor chooses a mileage (Swedish mil a year), a
 * contract length and a first-time fee in whole percent of the price base amount (the price without VAT);
 * the rest follows:
 * - choosing a mileage resets the length and the first-time fee to that mileage's defaults
 *   (`default_company_leasing_option`), and the limits to that mileage's contracts;
 * - choosing a length resets the residual to that length's percentage and clamps the first-time fee into
 *   its minimum and maximum percentage (never so high that less than the residual is left to pay);
 * - the first-time fee moves in steps of 1 %;
 * - the monthly cost is the annuity of the base amount less the first-time fee with the residual as a
 *   balloon (annuity.ts).
 */
import type { Car } from '../../runtime';
import { annuityPayment } from './annuity';
import { clamp, lendableCashPercent, isUsableContract, nearestContract } from './contractTerms';

export type CompanyLeasingOption = NonNullable<Car['car_company_leasing_option']>;
type MileageTable = CompanyLeasingOption['company_leasing_options'][number];
type LeasingDuration = MileageTable['contract_durations'][number];

export const FIRST_FEE_STEP_PERCENT = 1;

export interface CompanyLeasingChoice {
  /** Mil a year. */
  mileage: number;
  months: number;
  /** The first-time fee in whole percent of the price base amount. */
  firstFeePercent: number;
}

export interface CompanyLeasingFigures extends CompanyLeasingChoice {
  /** The contract lengths of the chosen mileage, shortest first. */
  lengths: { months: number; text: string }[];
  minFirstFeePercent: number;
  maxFirstFeePercent: number;
  firstFee: number;
  residualValue: number;
  monthlyCost: number;
}

const hasUsableContract = (table: MileageTable) => table.contract_durations.some(isUsableContract);

/** The mileages offered, in the option's order. */
export function companyLeasingMileages(option: CompanyLeasingOption): number[] {
  return option.company_leasing_options.filter(hasUsableContract).map((table) => table.mileage);
}

export function isCalculableCompanyLeasing(option: CompanyLeasingOption): boolean {
  return option.price_base_amount > 0 && companyLeasingMileages(option).length > 0;
}

function tableFor(option: CompanyLeasingOption, mileage: number): MileageTable {
  const tables = option.company_leasing_options.filter(hasUsableContract);
  const table = tables.find((entry) => entry.mileage === mileage) ?? tables[0];
  if (!table) throw new Error('A company leasing option without a usable contract cannot be calculated');
  return table;
}

function durationFor(table: MileageTable, months: number): LeasingDuration {
  const duration = nearestContract(table.contract_durations, months);
  if (!duration) throw new Error('A mileage without a usable contract cannot be calculated');
  return duration;
}

function feeLimits(duration: LeasingDuration) {
  const ceiling = Math.min(duration.cash_amount_max_percentage, lendableCashPercent(duration));
  const max = Math.floor(ceiling / FIRST_FEE_STEP_PERCENT) * FIRST_FEE_STEP_PERCENT;
  const min =
    Math.ceil(duration.cash_amount_min_percentage / FIRST_FEE_STEP_PERCENT) * FIRST_FEE_STEP_PERCENT;
  return { min: Math.min(min, max), max };
}

/** The figures of a choice; the choice is snapped to an offered mileage and length and clamped to its limits. */
export function companyLeasingFigures(
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
): CompanyLeasingFigures {
  const table = tableFor(option, choice.mileage);
  const duration = durationFor(table, choice.months);
  const limits = feeLimits(duration);
  const base = option.price_base_amount;
  const firstFeePercent = clamp(
    Math.round(choice.firstFeePercent / FIRST_FEE_STEP_PERCENT) * FIRST_FEE_STEP_PERCENT,
    limits.min,
    limits.max,
  );
  const firstFee = Math.round((base * firstFeePercent) / 100);
  const residualValue = Math.round((base * duration.residual_percentage) / 100);
  return {
    mileage: table.mileage,
    months: duration.months,
    firstFeePercent,
    lengths: table.contract_durations
      .filter(isUsableContract)
      .sort((a, b) => a.months - b.months)
      .map((entry) => ({ months: entry.months, text: entry.months_text ?? String(entry.months) })),
    minFirstFeePercent: limits.min,
    maxFirstFeePercent: limits.max,
    firstFee,
    residualValue,
    monthlyCost: annuityPayment(base - firstFee, option.interest_rate, duration.months, residualValue),
  };
}

/** A mileage with its defaults: length and first-time fee from `default_company_leasing_option`. */
export function withLeasingMileage(option: CompanyLeasingOption, mileage: number): CompanyLeasingChoice {
  const table = tableFor(option, mileage);
  const defaults = option.default_company_leasing_option.find((entry) => entry.mileage === table.mileage);
  const months = defaults?.contract_length ?? table.contract_durations[0]?.months ?? 0;
  const firstFeePercent = defaults ? (defaults.cash_amount / option.price_base_amount) * 100 : 0;
  const { firstFeePercent: clamped, months: snapped } = companyLeasingFigures(option, {
    mileage: table.mileage,
    months,
    firstFeePercent,
  });
  return { mileage: table.mileage, months: snapped, firstFeePercent: clamped };
}

export function initialCompanyLeasingChoice(option: CompanyLeasingOption): CompanyLeasingChoice {
  return withLeasingMileage(option, option.default_company_leasing_mileage);
}

/** A new length: the residual follows it and the first-time fee is clamped into its limits. */
export function withLeasingPeriod(
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
  months: number,
): CompanyLeasingChoice {
  const figures = companyLeasingFigures(option, { ...choice, months });
  return { mileage: figures.mileage, months: figures.months, firstFeePercent: figures.firstFeePercent };
}

/** A new first-time fee, in whole percent, clamped into the length's limits. */
export function withFirstFee(
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
  firstFeePercent: number,
): CompanyLeasingChoice {
  return {
    ...choice,
    firstFeePercent: companyLeasingFigures(option, { ...choice, firstFeePercent }).firstFeePercent,
  };
}
