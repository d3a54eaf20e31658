/**
 * What the car page's loader hands the PCP calculator (spec 001 §4 "Finance calculator (UK)", §8): the
 * car as the finance service prices it, the PCP product with its limits and the default quote (which may
 * itself be `HasError`), or why there is none — the car is not financed, or the service could not be
 * asked (the spec's "Sorry, but it looks like we can't get a quote …").
 */
import type {
  FinanceOrganisation,
  FinanceProduct,
  FinanceQuoteResponse,
  FinanceVehicle,
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
