/**
 * The car page's PCP quote, fetched on the server with the rest of the page (spec 001 §4 "Finance
 * calculator (UK)", §8): on sites with `features.financeQuotes`, for a car with a price, the finance
 * service's products and then the default quote of its PCP product. A car the service refuses as a
 * request (its record gives a price outside the contract's bounds, an empty brand, an odd id) is bad car
 * data, not an outage: the section says the car is not financed online and a warning is logged (the page
 * services do not count a refusal against the render). A failing service leaves the page whole: the
 * finance section shows the spec's text (the failure is logged and the render marked degraded by the
 * page's services). Other markets ask nothing.
 */
import {
  type Car,
  financeOrganisation,
  financeVehicle,
  isFinanceRequestError,
  type LoaderContext,
  pcpProductOf,
} from '../../runtime';
import { type CarFinanceData, defaultSettings, quoteRequest } from '../../ui';

export async function carFinance(
  { site, services }: Pick<LoaderContext, 'site' | 'services'>,
  car: Car,
): Promise<CarFinanceData | undefined> {
  if (!site.features.financeQuotes || !(car.car_price > 0)) return undefined;
  const vehicle = financeVehicle(car, site);
  const organisation = financeOrganisation(car);
  try {
    const { Products } = await services.finance.products({ vehicle, organisation });
    const product = pcpProductOf(Products);
    if (!product) return { kind: 'notFinanced' };
    const quote = await services.finance.quote(
      quoteRequest(vehicle, organisation, product.FamilyKey, defaultSettings(product)),
    );
    return { kind: 'quote', vehicle, organisation, product, quote };
  } catch (error) {
    if (isFinanceRequestError(error)) {
      console.warn(`Finance refused car ${car.car_id} as a request: ${error.message}`);
      return { kind: 'notFinanced' };
    }
    console.error(`Finance quote of car ${car.car_id} failed:`, error);
    return { kind: 'unavailable' };
  }
}
