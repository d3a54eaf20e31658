/**
 * The terms and conditions of a stored quote (`GET /api/codeweaver/legal`), written the way UK consumer
 * credit documents read: the representative example with the quote's own figures, what a PCP agreement
 * is, the buyer's options at its end, the excess mileage charge, the right to withdraw and to settle
 * early, voluntary termination, and who the credit comes from. Plain text, paragraphs separated by blank
 * lines.
 */
import type { FinanceVehicle, Quote } from '../contract';
import { formatPounds } from '../formatPounds';
import { formatMiles } from './pcpProduct';

/** The embedded lender: a made-up name, as its figures are a model, not a lender's offer. */
export const LENDER_NAME = 'Harbour Motor Finance Ltd';

const date = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function termsAndConditions(
  quote: Quote,
  vehicle: FinanceVehicle,
  quotedAt: Date,
  validUntil: Date,
): string {
  const money = formatPounds;
  return [
    `Quote ${quote.QuoteReference}: ${quote.ProductName} for the ${vehicle.Brand} ${vehicle.Model}, given on ${date.format(quotedAt)} and valid until ${date.format(validUntil)}.`,
    `Representative example: cash price ${money(quote.CashPrice)}; deposit ${money(quote.TotalDeposit)}; total amount of credit ${money(quote.AmountOfCredit)}; ${quote.NumberOfRegularPayments} monthly payments of ${money(quote.TotalRegularPayment)}; optional final payment ${money(quote.OptionalFinalPayment)}; option to purchase fee ${money(quote.OptionToPurchaseFee)}, payable with the optional final payment; total charge for credit ${money(quote.TotalChargeForCredit)}; total amount payable ${money(quote.TotalAmountPayable)}; duration of agreement ${quote.Term} months; fixed interest rate ${quote.FixedInterestRate.toFixed(2)}% a year; representative APR ${quote.Apr.toFixed(1)}%. Agreed annual mileage ${formatMiles(quote.AnnualMileage)}; excess mileage charge ${quote.ExcessMileageCharge}p a mile.`,
    `Personal Contract Purchase is a regulated hire purchase agreement. You will not own the vehicle until you have paid every monthly payment, the optional final payment and the option to purchase fee. At the end of the agreement you may pay the optional final payment and keep the vehicle, return the vehicle and pay nothing more (if it is in good condition for its age and within the agreed mileage), or part-exchange it, using any value above the optional final payment towards your next vehicle.`,
    `If you return the vehicle with more than the agreed mileage, an excess mileage charge of ${quote.ExcessMileageCharge}p will be payable for every mile above ${formatMiles((quote.AnnualMileage * quote.Term) / 12)}. Damage beyond fair wear and tear will be charged for.`,
    `You have the right to withdraw from the agreement within 14 days of the day after it is signed, by telling us and repaying the credit with interest for the days it was used. You may repay all or part of the credit early at any time; a settlement figure will be given on request and will include a rebate of interest. You may also end the agreement early by voluntary termination once you have paid half of the total amount payable, returning the vehicle in good condition.`,
    `Finance is subject to status and available to UK residents aged 18 or over only. Guarantees and indemnities may be required. This quote is an illustration and not an offer of credit: the figures may change if your application or the vehicle's details differ. We are a credit broker, not a lender: credit is provided by ${LENDER_NAME}, and we may receive a commission for introducing you to it.`,
  ].join('\n\n');
}
