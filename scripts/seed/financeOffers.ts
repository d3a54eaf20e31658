/**
 * Finance offers of a demo car: a loan with residual values and cash payment limits per contract length,
 * private and company leasing. Monthly costs are annuities with a monthly rate of annual / 12, rounded
 * (spec 001 §9); the loan's and the company lease's advertised cost is what the car page's calculator
 * (ui/finance/) shows at its default settings. Texts come from the market's vocabulary and formats.
 */
import type { Car } from '../../schemas/generated/car';
import { annuityPayment } from '../../ui/finance/annuity';
import { companyLeasingFigures, initialCompanyLeasingChoice } from '../../ui/finance/companyLeasingFigures';
import { initialLoanChoice, loanFigures } from '../../ui/finance/loanFigures';
import type { MarketFormat } from './marketFormat';
import type { Random } from './random';
import type { Vocabulary } from './catalogues/vocabulary.generated';
import { fillTemplate } from './vocabulary';

type LoanOption = NonNullable<Car['car_loan_option']>;
type CompanyLeasingOption = NonNullable<Car['car_company_leasing_option']>;
type PrivateLeasingOption = NonNullable<Car['car_private_leasing_option']>;
type LeasingEntry = NonNullable<Car['car_leasing_options']>[number];

export interface FinanceContext {
  random: Random;
  format: MarketFormat;
  vocabulary: Vocabulary;
  /** The price to pay, in the market's currency. */
  price: number;
  priceExVat: number;
  ageYears: number;
  /** The market hides residual value and effective rate (its loan disclaimer names neither). */
  hideResidual: boolean;
}

const LOAN_RATES = [5.95, 6.45, 6.95, 7.45, 7.95, 8.45, 8.95] as const;
const CAMPAIGN_LOAN_RATES = [2.95, 3.95, 4.45] as const;
const LOAN_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
const LEASING_MONTHS = [24, 36, 48] as const;
const LEASING_DEFAULT_MONTHS = 36;
/** Company leasing mileages in Swedish mil (10 km) per year, as the schema defines them. */
const COMPANY_LEASING_MIL = [1000, 1500, 2000, 2500] as const;
const DEFAULT_COMPANY_LEASING_MIL = 1500;
const MIN_CASH_PERCENT = 20;
const MAX_CASH_PERCENT = 50;

/** Annual distance a lease includes, in the market's mileage unit. */
const LEASING_DISTANCE = { mil: 1500, km: 15000, miles: 10000 } as const;

/** Residual value of a loan in percent: higher for short contracts on young cars, none for old cars. */
function loanResidualPercent(months: number, ageYears: number): number {
  return Math.max(0, Math.round(55 - months * 0.45 - Math.floor(ageYears) * 5));
}

type ContractDurations = LoanOption['contract_durations'];
const loanDurationsByAge = new Map<number, ContractDurations>();

/** The contract lengths of a loan; cars of the same age in whole years share one frozen list. */
function loanDurations(ageYears: number): ContractDurations {
  const age = Math.floor(ageYears);
  let durations = loanDurationsByAge.get(age);
  if (!durations) {
    durations = Object.freeze(
      LOAN_MONTHS.map((months) =>
        Object.freeze({
          months,
          residual_percentage: loanResidualPercent(months, age),
          cash_amount_min_percentage: MIN_CASH_PERCENT,
          cash_amount_max_percentage: MAX_CASH_PERCENT,
        }),
      ),
    ) as ContractDurations;
    loanDurationsByAge.set(age, durations);
  }
  return durations;
}

function leasingResidualPercent(months: number, milPerYear: number): number {
  return Math.min(65, Math.max(25, Math.round(72 - months * 0.35 - (milPerYear - 1000) / 100)));
}

export interface LoanOffer {
  option: LoanOption;
  monthlyCost: number;
  rate: number;
  months: number;
  description: string;
  isCampaign: boolean;
}

export function loanOffer({
  random,
  format,
  vocabulary,
  price,
  ageYears,
  hideResidual,
}: FinanceContext): LoanOffer {
  const isCampaign = random.chance(0.08);
  const rate = random.pick(isCampaign ? CAMPAIGN_LOAN_RATES : LOAN_RATES);
  const months = ageYears > 6 ? 48 : 72;
  const residual = loanResidualPercent(months, ageYears);
  const { finance } = vocabulary;
  const terms: LoanOption = {
    title: finance.loanTitle,
    description: finance.loanDescription,
    price,
    invoice_fee: format.invoiceFee,
    invoice_fee_text: format.money(format.invoiceFee),
    start_fee: format.startFee,
    start_fee_text: format.money(format.startFee),
    interest_rate: rate,
    interest_rate_text: format.percent(rate),
    disclaimer: hideResidual ? finance.loanDisclaimerWithoutResidual : finance.loanDisclaimer,
    default_contract_duration: months,
    contract_durations: loanDurations(ageYears),
  };
  const { monthlyCost } = loanFigures(terms, initialLoanChoice(terms));
  const option: LoanOption = {
    ...terms,
    default_monthly_cost: monthlyCost,
    default_monthly_cost_text: fillTemplate(vocabulary.perMonth, { amount: format.money(monthlyCost) }),
  };
  const description = fillTemplate(finance.loanSummary, {
    months,
    cash: format.percent(MIN_CASH_PERCENT, 0),
    residual: format.percent(residual, 0),
    rate: format.percent(rate),
  });
  return { option, monthlyCost, rate, months, description, isCampaign };
}

export interface PrivateLeasingOffer {
  option: PrivateLeasingOption;
  entry: LeasingEntry;
  monthlyCost: number;
}

function leasingTexts(format: MarketFormat, vocabulary: Vocabulary) {
  const distance = LEASING_DISTANCE[format.mileageUnit];
  return {
    distance,
    months: fillTemplate(vocabulary.monthsText, { months: LEASING_DEFAULT_MONTHS }),
    distanceText: fillTemplate(vocabulary.perYear, { distance: format.mileage(distance) }),
  };
}

export function privateLeasingOffer(
  { format, vocabulary, price }: FinanceContext,
  isCampaign: boolean,
): PrivateLeasingOffer {
  const rate = isCampaign ? 3.95 : 5.95;
  const residual =
    (price * leasingResidualPercent(LEASING_DEFAULT_MONTHS, DEFAULT_COMPANY_LEASING_MIL)) / 100;
  const monthlyCost = format.accessoryPrice(annuityPayment(price, rate, LEASING_DEFAULT_MONTHS, residual));
  const texts = leasingTexts(format, vocabulary);
  const { finance } = vocabulary;
  const monthlyText = fillTemplate(vocabulary.perMonth, { amount: format.money(monthlyCost) });
  const disclaimer = fillTemplate(finance.privateLeasingDisclaimer, {
    months: LEASING_DEFAULT_MONTHS,
    distance: texts.distanceText,
  });
  return {
    monthlyCost,
    option: {
      title: finance.privateLeasingTitle,
      sales_text: finance.privateLeasingSalesText,
      months_text: texts.months,
      mileage_text: texts.distanceText,
      start_fee_text: format.money(0),
      invoice_fee_text: format.money(format.invoiceFee),
      monthly_cost_text: monthlyText,
      is_campaign: isCampaign,
      disclaimer,
    },
    entry: {
      title: finance.privateLeasingTitle,
      leasing_type: 'Private',
      monthly_cost: monthlyCost,
      monthly_cost_text: monthlyText,
      default_monthly_cost_text: monthlyText,
      description: fillTemplate(finance.leasingDescription, {
        months: LEASING_DEFAULT_MONTHS,
        distance: texts.distanceText,
      }),
      duration: LEASING_DEFAULT_MONTHS,
      mileage: texts.distance,
      asterix: finance.leasingAsterix,
      is_campaign: isCampaign,
    },
  };
}

const DEFAULT_COMPANY_LEASING_OPTIONS: CompanyLeasingOption['default_company_leasing_option'] = Object.freeze(
  COMPANY_LEASING_MIL.map((mileage) =>
    Object.freeze({ mileage, cash_amount: 0, contract_length: LEASING_DEFAULT_MONTHS }),
  ),
) as CompanyLeasingOption['default_company_leasing_option'];

const companyLeasingTables = new WeakMap<Vocabulary, CompanyLeasingOption['company_leasing_options']>();

/** Residual values per mileage and contract length: the same for every car of a language, built once. */
function companyLeasingTable(vocabulary: Vocabulary): CompanyLeasingOption['company_leasing_options'] {
  let table = companyLeasingTables.get(vocabulary);
  if (!table) {
    table = Object.freeze(
      COMPANY_LEASING_MIL.map((mileage) =>
        Object.freeze({
          mileage,
          contract_durations: Object.freeze(
            LEASING_MONTHS.map((months) =>
              Object.freeze({
                months,
                months_text: fillTemplate(vocabulary.monthsText, { months }),
                residual_percentage: leasingResidualPercent(months, mileage),
                cash_amount_min_percentage: 0,
                cash_amount_max_percentage: 30,
              }),
            ),
          ),
        }),
      ),
    ) as CompanyLeasingOption['company_leasing_options'];
    companyLeasingTables.set(vocabulary, table);
  }
  return table;
}

export interface CompanyLeasingOffer {
  option: CompanyLeasingOption;
  entry: LeasingEntry;
  monthlyCost: number;
}

export function companyLeasingOffer(
  { random, format, vocabulary, priceExVat }: FinanceContext,
  isCampaign: boolean,
): CompanyLeasingOffer {
  const rate = isCampaign ? 3.45 : random.pick([4.95, 5.45, 5.95] as const);
  const texts = leasingTexts(format, vocabulary);
  const { finance } = vocabulary;
  const terms: CompanyLeasingOption = {
    title: finance.companyLeasingTitle,
    description: finance.companyLeasingDescription,
    sales_text: finance.companyLeasingSalesText,
    interest_rate: rate,
    interest_rate_text: format.percent(rate),
    has_fixed_interest_rate: random.chance(0.5),
    invoice_fee: format.invoiceFee,
    start_fee: 0,
    price_base_amount: priceExVat,
    default_company_leasing_mileage: DEFAULT_COMPANY_LEASING_MIL,
    company_leasing_options: companyLeasingTable(vocabulary),
    default_company_leasing_option: DEFAULT_COMPANY_LEASING_OPTIONS,
    disclaimer: fillTemplate(finance.companyLeasingDisclaimer, {
      months: LEASING_DEFAULT_MONTHS,
      distance: texts.distanceText,
    }),
  };
  const { monthlyCost } = companyLeasingFigures(terms, initialCompanyLeasingChoice(terms));
  const monthlyText = fillTemplate(vocabulary.perMonth, { amount: format.money(monthlyCost) });
  return {
    monthlyCost,
    option: { ...terms, default_monthly_cost: monthlyCost },
    entry: {
      title: finance.companyLeasingTitle,
      leasing_type: 'Company',
      monthly_cost: monthlyCost,
      monthly_cost_text: monthlyText,
      default_monthly_cost_text: monthlyText,
      description: fillTemplate(finance.leasingDescription, {
        months: LEASING_DEFAULT_MONTHS,
        distance: texts.distanceText,
      }),
      duration: LEASING_DEFAULT_MONTHS,
      mileage: texts.distance,
      asterix: finance.leasingAsterix,
      is_campaign: isCampaign,
    },
  };
}
