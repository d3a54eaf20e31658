/**
 * The car page's PCP quote, fetched on the server with the rest of the page (spec 001 §4 "Finance
 * calculator (UK)", §8): on sites with `features.financeQuotes`, for a car with a price, the finance
 * service's products and then the default quote of its PCP product. A failing service leaves the page
 * whole: the finance section shows the spec's text (the failure is logged and the render marked degraded
 * by the page's services). Other markets ask nothing.
 */
import type { Car, LoaderContext } from '../../runtime';
import { type CarFinanceData, defaultSettings, financeVehicle, pcpProduct, quoteRequest } from '../../ui';

export async function carFinance(
  { site, services }: Pick<LoaderContext, 'site' | 'services'>,
  car: Car,
): Promise<CarFinanceData | undefined> {
  if (!site.features.financeQuotes || !(car.car_price > 0)) return undefined;
  const vehicle = financeVehicle(car, site);
  const organisation = { Id: car.car_site_id };
  try {
    const { Products } = await services.finance.products({ vehicle, organisation });
    const product = pcpProduct(Products);
    if (!product) return { kind: 'notFinanced' };
    const quote = await services.finance.quote(
      quoteRequest(vehicle, organisation, product.FamilyKey, defaultSettings(product)),
    );
    return { kind: 'quote', vehicle, organisation, product, quote };
  } catch (error) {
    console.error(`Finance quote of car ${car.car_id} failed:`, error);
    return { kind: 'unavailable' };
  }
}
