/**
 * The embedded lender's one product, Personal Contract Purchase (family `PCP`), and its rules:
 * - cars priced £5,000 to £150,000 are financed (others get no product);
 * - terms of 24, 36 or 48 months (default 48); 5,000 to 30,000 miles a year in steps of 5,000 (default
 *   10,000);
 * - representative APR 9.9 % (fixed, the same for every car and term), option-to-purchase fee £10;
 * - deposit from 10 % of the cash price (rounded up to the pound; default: that rounded up to £100) to the
 *   largest deposit that leaves at least £2,500 of credit and a monthly payment of at least £50 at every
 *   term and mileage the product offers, so any deposit inside the limits quotes at every term and mileage;
 * - the monthly payment's limits are those the deposit limits give at the default term and mileage, so
 *   every payment the calculator first offers quotes. At another term or mileage a payment can need a
 *   deposit outside the limits: the quote then takes the nearest deposit inside them and says so in a
 *   notification (its payment is not the one asked for); only a request nothing can quote (a deposit of
 *   the whole price, a term the product does not offer) is answered with an error message;
 * - the car's age is counted in whole days to the quote's UTC date, so every quote of one day — and the
 *   product limits the same day gives — has the same figures for the same inputs (a quote's reference
 *   names its day; the terms `legal` writes must be the figures the buyer saw).
 * The figures come from pcpMaths.ts, the optional final payment from residualValues.ts. Messages are for
 * the buyer, in British English.
 */
import {
  type FinanceProduct,
  type FinanceVehicle,
  PCP_FAMILY_KEY,
  type QuoteNotification,
  type QuoteParameters,
} from '../contract';
import { formatPounds } from '../formatPounds';
import {
  creditFor,
  depositFor,
  monthlyRate,
  type PcpFigures,
  pcpFigures,
  regularPaymentFor,
} from './pcpMaths';
import { excessMileagePence, guaranteedFutureValue } from './residualValues';

export const PCP_PRODUCT_NAME = 'Personal Contract Purchase';
export const REPRESENTATIVE_APR = 9.9;
export const OPTION_TO_PURCHASE_FEE = 10;
export const PCP_TERMS = [24, 36, 48] as const;
export const DEFAULT_TERM = 48;
export const PCP_MILEAGES = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000] as const;
export const DEFAULT_MILEAGE = 10_000;
export const MIN_CASH_PRICE = 5_000;
export const MAX_CASH_PRICE = 150_000;
export const MIN_DEPOSIT_SHARE = 0.1;
export const MIN_CREDIT = 2_500;
export const MIN_REGULAR_PAYMENT = 50;

const DAY_MS = 86_400_000;

const count = new Intl.NumberFormat('en-GB');

export const formatMiles = (miles: number) => `${count.format(miles)} miles`;

/**
 * The car's age in years on `today`'s UTC date, from whole days since its first registration: 0 for a new
 * car or one first registered later. The same all day, so one day's inputs give one set of figures.
 */
export function vehicleAgeYears(vehicle: FinanceVehicle, today: Date): number {
  if (vehicle.IsNew || !vehicle.FirstRegistrationDate) return 0;
  const registered = Date.parse(`${vehicle.FirstRegistrationDate}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, (day - registered) / DAY_MS / 365.25);
}

interface Scenario {
  termMonths: number;
  annualMileage: number;
}

const DEFAULT_SCENARIO: Scenario = { termMonths: DEFAULT_TERM, annualMileage: DEFAULT_MILEAGE };

const SCENARIOS: readonly Scenario[] = PCP_TERMS.flatMap((termMonths) =>
  PCP_MILEAGES.map((annualMileage) => ({ termMonths, annualMileage })),
);

/** The PCP pricing of one car on one day. */
export class PcpPricing {
  readonly cashPrice: number;
  readonly minDeposit: number;
  readonly maxDeposit: number;
  readonly #vehicle: FinanceVehicle;
  readonly #ageYears: number;

  constructor(vehicle: FinanceVehicle, today: Date) {
    this.#vehicle = vehicle;
    this.cashPrice = vehicle.CashPrice;
    this.#ageYears = vehicleAgeYears(vehicle, today);
    this.minDeposit = Math.ceil(this.cashPrice * MIN_DEPOSIT_SHARE);
    const rate = monthlyRate(REPRESENTATIVE_APR);
    const leastCredit = Math.max(
      MIN_CREDIT,
      ...SCENARIOS.map((scenario) =>
        creditFor(MIN_REGULAR_PAYMENT, {
          termMonths: scenario.termMonths,
          finalPayment: this.optionalFinalPayment(scenario) + OPTION_TO_PURCHASE_FEE,
          monthlyRate: rate,
        }),
      ),
    );
    this.maxDeposit = Math.floor(this.cashPrice - leastCredit);
  }

  /** Whether the lender finances this car at all. */
  get financed(): boolean {
    return (
      this.cashPrice >= MIN_CASH_PRICE &&
      this.cashPrice <= MAX_CASH_PRICE &&
      this.maxDeposit >= this.minDeposit
    );
  }

  get defaultDeposit(): number {
    return Math.min(this.maxDeposit, Math.ceil(this.minDeposit / 100) * 100);
  }

  optionalFinalPayment({ termMonths, annualMileage }: Scenario): number {
    return guaranteedFutureValue({
      brand: this.#vehicle.Brand,
      cashPrice: this.cashPrice,
      ageYears: this.#ageYears,
      currentMileage: this.#vehicle.CurrentMileage,
      termMonths,
      annualMileage,
    });
  }

  get excessMileagePence(): number {
    return excessMileagePence(this.#vehicle.Brand);
  }

  figures(deposit: number, scenario: Scenario): PcpFigures {
    return pcpFigures({
      cashPrice: this.cashPrice,
      deposit,
      termMonths: scenario.termMonths,
      optionalFinalPayment: this.optionalFinalPayment(scenario),
      optionToPurchaseFee: OPTION_TO_PURCHASE_FEE,
      aprPercent: REPRESENTATIVE_APR,
    });
  }

  depositFor(payment: number, scenario: Scenario): number {
    return depositFor(payment, {
      cashPrice: this.cashPrice,
      termMonths: scenario.termMonths,
      optionalFinalPayment: this.optionalFinalPayment(scenario),
      optionToPurchaseFee: OPTION_TO_PURCHASE_FEE,
      aprPercent: REPRESENTATIVE_APR,
    });
  }

  /**
   * The lowest and highest monthly payments the deposit limits give at the default term and mileage: the
   * calculator's payment range, so each payment it first offers quotes without moving the deposit.
   */
  paymentLimits(): { minimum: number; maximum: number } {
    const terms = {
      termMonths: DEFAULT_SCENARIO.termMonths,
      finalPayment: this.optionalFinalPayment(DEFAULT_SCENARIO) + OPTION_TO_PURCHASE_FEE,
      monthlyRate: monthlyRate(REPRESENTATIVE_APR),
    };
    return {
      minimum: Math.ceil(regularPaymentFor(this.cashPrice - this.maxDeposit, terms)),
      maximum: Math.floor(regularPaymentFor(this.cashPrice - this.minDeposit, terms)),
    };
  }

  /** The PCP product of this car, or null when the lender does not finance it. */
  product(): FinanceProduct | null {
    if (!this.financed) return null;
    const deposit = this.defaultDeposit;
    const payment = this.figures(deposit, DEFAULT_SCENARIO);
    const { minimum, maximum } = this.paymentLimits();
    return {
      FamilyKey: PCP_FAMILY_KEY,
      Name: PCP_PRODUCT_NAME,
      Term: {
        Values: [...PCP_TERMS],
        Default: DEFAULT_TERM,
        Locale: { DisplayValue: `${DEFAULT_TERM} months` },
      },
      Deposit: {
        Minimum: this.minDeposit,
        Maximum: this.maxDeposit,
        Default: deposit,
        Locale: { DisplayValue: formatPounds(deposit) },
      },
      Payment: {
        Minimum: minimum,
        Maximum: maximum,
        Default: payment.regularPayment,
        Locale: { DisplayValue: formatPounds(payment.regularPayment) },
      },
      AnnualMileage: {
        Values: [...PCP_MILEAGES],
        Default: DEFAULT_MILEAGE,
        Locale: { DisplayValue: formatMiles(DEFAULT_MILEAGE) },
      },
    };
  }

  /**
   * The quote's figures with what the buyer is told about them, or the message a buyer reads when the
   * product cannot quote these inputs.
   */
  quote(
    parameters: QuoteParameters,
  ): { figures: PcpFigures; notifications: QuoteNotification[] } | { message: string } {
    if (!this.financed)
      return {
        message: `We can arrange finance online for cars priced from ${formatPounds(MIN_CASH_PRICE)} to ${formatPounds(MAX_CASH_PRICE)}. Please contact our team to talk about ways to pay for this car.`,
      };
    if (!parameters.FinanceProductFamilyKeys.includes(PCP_FAMILY_KEY))
      return { message: `We can only quote ${PCP_PRODUCT_NAME} (PCP) finance on this car.` };
    if (!PCP_TERMS.some((term) => term === parameters.Term))
      return {
        message: `Please choose a term of ${PCP_TERMS.slice(0, -1).join(', ')} or ${PCP_TERMS.at(-1)} months.`,
      };
    if (!PCP_MILEAGES.some((miles) => miles === parameters.AnnualMileage))
      return {
        message: `Please choose an annual mileage from ${formatMiles(PCP_MILEAGES[0])} to ${formatMiles(PCP_MILEAGES.at(-1) ?? 0)}, in steps of 5,000 miles.`,
      };
    const scenario = { termMonths: parameters.Term, annualMileage: parameters.AnnualMileage };
    if (parameters.CalculationType === 'ToCashDeposit')
      return this.#quoteForPayment(parameters.RegularPayment ?? 0, scenario);
    const deposit = parameters.CashDeposit ?? 0;
    if (deposit >= this.cashPrice)
      return {
        message: `Your deposit of ${formatPounds(deposit)} is as much as the car's cash price of ${formatPounds(this.cashPrice)}, so there is nothing to finance. Please choose a smaller deposit.`,
      };
    if (deposit < this.minDeposit)
      return {
        message: `The minimum deposit on this car is ${formatPounds(this.minDeposit)} (10% of the cash price). Please choose a larger deposit.`,
      };
    if (deposit > this.maxDeposit)
      return {
        message: `The largest deposit we can take on this car is ${formatPounds(this.maxDeposit)}, so that the agreement keeps a monthly payment of at least ${formatPounds(MIN_REGULAR_PAYMENT)}. Please choose a smaller deposit.`,
      };
    return { figures: this.figures(deposit, scenario), notifications: [] };
  }

  /**
   * ToCashDeposit: the whole-pound deposit for `payment`, or the nearest deposit inside the limits when
   * the payment needs one outside them at this term and mileage, with a notice saying which.
   */
  #quoteForPayment(
    payment: number,
    scenario: Scenario,
  ): { figures: PcpFigures; notifications: QuoteNotification[] } {
    const solved = this.depositFor(payment, scenario);
    const deposit = Math.min(this.maxDeposit, Math.max(this.minDeposit, solved));
    const figures = this.figures(deposit, scenario);
    const asked = `A monthly payment of ${formatPounds(payment)} over ${scenario.termMonths} months`;
    const gives = `its monthly payment is ${formatPounds(figures.regularPayment)}`;
    if (solved < this.minDeposit)
      return {
        figures,
        notifications: [
          {
            Type: 'Warning',
            Message: `${asked} would need a deposit below our minimum of ${formatPounds(this.minDeposit)}, so this quote takes the minimum deposit and ${gives}.`,
          },
        ],
      };
    if (solved > this.maxDeposit)
      return {
        figures,
        notifications: [
          {
            Type: 'Warning',
            Message: `${asked} would need a deposit above our maximum of ${formatPounds(this.maxDeposit)}, so this quote takes the largest deposit and ${gives}.`,
          },
        ],
      };
    if (figures.regularPayment === payment) return { figures, notifications: [] };
    return {
      figures,
      notifications: [
        {
          Type: 'Info',
          Message: `Deposits are in whole pounds, so the monthly payment for a deposit of ${formatPounds(deposit)} is ${formatPounds(figures.regularPayment)}.`,
        },
      ],
    };
  }
}
