/**
 * How the PCP calculator's settings become a quote request (spec 001 §4 "Finance calculator (UK)", §7),
 * for the car page's loader (its first quote) and the browser (each commit): the product's default
 * settings, and the monthly payment solved from the deposit or the deposit from the payment.
 */
import type {
  FinanceOrganisation,
  FinanceProduct,
  FinanceQuoteRequest,
  FinanceVehicle,
} from '../../../runtime';

/** What the calculator asks: the monthly payment from the deposit, or the deposit from the payment. */
export type QuoteSettings = { term: number; annualMileage: number } & (
  { solve: 'payment'; deposit: number } | { solve: 'deposit'; payment: number }
);

export function quoteRequest(
  vehicle: FinanceVehicle,
  organisation: FinanceOrganisation,
  familyKey: string,
  settings: QuoteSettings,
): FinanceQuoteRequest {
  return {
    VehicleRequests: [
      {
        Id: vehicle.Id,
        Parameters: {
          Term: settings.term,
          AnnualMileage: settings.annualMileage,
          FinanceProductFamilyKeys: [familyKey],
          ...(settings.solve === 'payment'
            ? { CalculationType: 'ToRegularPayment', CashDeposit: settings.deposit }
            : { CalculationType: 'ToCashDeposit', RegularPayment: settings.payment }),
        },
      },
    ],
    organisation,
    vehicle,
  };
}

/** The product's default settings: its default term, mileage and deposit. */
export const defaultSettings = (product: FinanceProduct): QuoteSettings => ({
  term: product.Term.Default,
  annualMileage: product.AnnualMileage.Default,
  solve: 'payment',
  deposit: product.Deposit.Default,
});
