/**
 * The cash flows of a PCP agreement and the annuity that prices them. For a term of N months:
 * - month 0: the lender pays the cash price; the buyer pays the deposit D, so the credit is C = P − D;
 * - months 1 … N−1: n = N − 1 equal monthly payments M;
 * - month N: the optional final payment G (the guaranteed future value) plus the option-to-purchase fee F.
 * With the monthly rate r = (1 + APR)^(1/12) − 1 (the APR is an effective annual rate, so compounding
 * r monthly for a year gives it back exactly) and v = 1 / (1 + r), the credit is the present value of
 * what is paid back:
 *   C = M × (1 − vⁿ) / r + (G + F) × vᴺ
 * so  M = (C − (G + F) × vᴺ) × r / (1 − vⁿ)            (ToRegularPayment; M rounded to the penny)
 * and C = M × (1 − vⁿ) / r + (G + F) × vᴺ, D = P − C    (ToCashDeposit; D rounded to the pound).
 * Because the fee is paid with the final payment and both are in the flows above, the quoted APR is the
 * true APR of the agreement when the buyer keeps the car.
 * Totals: total amount payable = D + n × M + G + F; total charge for credit = that − P; the fixed
 * (flat) interest rate a year = (n × M + G − C) / C / (N / 12).
 * Pure functions; money in pounds.
 */

/** The monthly rate whose yearly compounding is `aprPercent`. */
export function monthlyRate(aprPercent: number): number {
  return (1 + aprPercent / 100) ** (1 / 12) - 1;
}

export interface AnnuityTerms {
  termMonths: number;
  /** The optional final payment plus the option-to-purchase fee, due in the last month. */
  finalPayment: number;
  monthlyRate: number;
}

/** The present value today of £1 a month over `count` months, and of £1 due in month `termMonths`. */
function presentValues({ termMonths, monthlyRate: rate }: AnnuityTerms) {
  const count = termMonths - 1;
  const v = 1 / (1 + rate);
  const perPayment = rate === 0 ? count : (1 - v ** count) / rate;
  return { perPayment, final: v ** termMonths };
}

/** The monthly payment (unrounded) that pays back `credit`. */
export function regularPaymentFor(credit: number, terms: AnnuityTerms): number {
  const { perPayment, final } = presentValues(terms);
  return (credit - terms.finalPayment * final) / perPayment;
}

/** The credit (unrounded) that `payment` a month pays back. */
export function creditFor(payment: number, terms: AnnuityTerms): number {
  const { perPayment, final } = presentValues(terms);
  return payment * perPayment + terms.finalPayment * final;
}

/** Half a penny up, so £0.125 is £0.13; the epsilon keeps 1.005 (stored as 1.00499…) from rounding down. */
export function roundPence(amount: number): number {
  return Math.round((amount + Number.EPSILON * Math.max(1, Math.abs(amount))) * 100) / 100;
}

export interface PcpFigures {
  termMonths: number;
  numberOfRegularPayments: number;
  cashPrice: number;
  deposit: number;
  credit: number;
  regularPayment: number;
  optionalFinalPayment: number;
  optionToPurchaseFee: number;
  totalAmountPayable: number;
  totalChargeForCredit: number;
  /** Percent, two decimals. */
  fixedInterestRate: number;
}

export interface PcpInput {
  cashPrice: number;
  deposit: number;
  termMonths: number;
  optionalFinalPayment: number;
  optionToPurchaseFee: number;
  aprPercent: number;
}

/** Every figure of a quote from its deposit (the formulas in the header). */
export function pcpFigures(input: PcpInput): PcpFigures {
  const { cashPrice, deposit, termMonths, optionalFinalPayment, optionToPurchaseFee } = input;
  const credit = roundPence(cashPrice - deposit);
  const payment = roundPence(
    regularPaymentFor(credit, {
      termMonths,
      finalPayment: optionalFinalPayment + optionToPurchaseFee,
      monthlyRate: monthlyRate(input.aprPercent),
    }),
  );
  const count = termMonths - 1;
  const totalAmountPayable = roundPence(
    deposit + count * payment + optionalFinalPayment + optionToPurchaseFee,
  );
  const interest = count * payment + optionalFinalPayment - credit;
  return {
    termMonths,
    numberOfRegularPayments: count,
    cashPrice,
    deposit,
    credit,
    regularPayment: payment,
    optionalFinalPayment,
    optionToPurchaseFee,
    totalAmountPayable,
    totalChargeForCredit: roundPence(totalAmountPayable - cashPrice),
    fixedInterestRate: Math.round((interest / credit / (termMonths / 12)) * 10_000) / 100,
  };
}

/** The deposit, in whole pounds, for which the monthly payment is `payment` (ToCashDeposit). */
export function depositFor(payment: number, input: Omit<PcpInput, 'deposit'>): number {
  const credit = creditFor(payment, {
    termMonths: input.termMonths,
    finalPayment: input.optionalFinalPayment + input.optionToPurchaseFee,
    monthlyRate: monthlyRate(input.aprPercent),
  });
  return Math.round(input.cashPrice - credit);
}
