/**
 * What the car page's loader hands the PCP calculator (spec 001 §4 "Finance calculator (UK)", §8): the
 * car as the finance service prices it, the PCP product with its limits and the default quote (which may
 * itself be `HasError`), or why there is none — the car is not financed, or the service could not be
 * asked (the spec's "Sorry, but it looks like we can't get a quote …"). Also how the car becomes the
 * service's `vehicle` and how calculator settings become a quote request, for the loader and the browser.
 */
import {
  type Car,
  type FinanceOrganisation,
  type FinanceProduct,
  type FinanceQuoteRequest,
  type FinanceQuoteResponse,
  type FinanceVehicle,
  PCP_FAMILY_KEY,
  type SiteConfig,
} from '../../../runtime';

export type CarFinanceData =
  | {
      kind: 'quote';
      vehicle: FinanceVehicle;
      organisation: FinanceOrganisation;
      product: FinanceProduct;
      quote: FinanceQuoteResponse;
    }
  /** The finance service offers no product for the car (its price is outside what is financed). */
  | { kind: 'notFinanced' }
  /** The finance service could not be asked: the page shows the spec's text. */
  | { kind: 'unavailable' };

/** Miles in one unit of each market's mileage unit. */
const MILES_PER_UNIT: Readonly<Record<SiteConfig['mileageUnit'], number>> = {
  miles: 1,
  km: 0.621371,
  mil: 6.21371,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The car as the finance service prices it (schemas/financeCommon.schema.json#/$defs/FinanceVehicle). */
export function financeVehicle(car: Car, site: Pick<SiteConfig, 'mileageUnit'>): FinanceVehicle {
  const registered = car.car_firstregistration?.slice(0, 10);
  return {
    Id: car.car_id,
    CashPrice: car.car_price,
    Brand: car.car_brand.slice(0, 60),
    Model: car.car_model.slice(0, 80),
    ...(registered && ISO_DATE.test(registered) ? { FirstRegistrationDate: registered } : {}),
    CurrentMileage: Math.round(Math.max(0, car.car_mileage) * MILES_PER_UNIT[site.mileageUnit]),
    IsNew: !car.car_is_used,
  };
}

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

/** The product's PCP entry, if it offers one. */
export const pcpProduct = (products: readonly FinanceProduct[]) =>
  products.find((product) => product.FamilyKey === PCP_FAMILY_KEY);

/** The product's default settings: its default term, mileage and deposit. */
export const defaultSettings = (product: FinanceProduct): QuoteSettings => ({
  term: product.Term.Default,
  annualMileage: product.AnnualMileage.Default,
  solve: 'payment',
  deposit: product.Deposit.Default,
});
