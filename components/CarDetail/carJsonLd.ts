/**
 * The car page's structured data (spec 001 §2 "structured data (product or car)"): a schema.org `Car`
 * (a `Product` and a `Vehicle`) with an `Offer` carrying price, currency and availability, the fields
 * Google's vehicle listing and product rich results read. Pure.
 */
import type { Car, SiteConfig } from '../../runtime';
import { carFullName } from '../../ui';

/** schema.org units: kilometres, miles. A Scandinavian mil is 10 km. */
function odometer(car: Car): Record<string, unknown> {
  const unit = car.car_odometer_unit ?? 'km';
  const value = car.car_odometer ?? car.car_mileage;
  if (unit === 'mil') return { '@type': 'QuantitativeValue', value: value * 10, unitCode: 'KMT' };
  if (unit === 'miles') return { '@type': 'QuantitativeValue', value, unitCode: 'SMI' };
  return { '@type': 'QuantitativeValue', value, unitCode: 'KMT' };
}

/** The price a buyer pays: the campaign price when the car has one. */
export function offeredPrice(car: Car): number {
  return car.car_has_campaign_price && car.car_campaign_price ? car.car_campaign_price : car.car_price;
}

export function carJsonLd(
  car: Car,
  site: Pick<SiteConfig, 'canonicalBaseUrl' | 'currency'>,
  pageUrl: string,
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, `${site.canonicalBaseUrl}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carFullName(car),
    url: pageUrl,
    sku: car.car_id,
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model,
    vehicleModelDate: String(car.car_year),
    ...(car.car_chassino ? { vehicleIdentificationNumber: car.car_chassino } : {}),
    bodyType: car.car_body,
    fuelType: car.car_fuel,
    vehicleTransmission: car.car_gearbox,
    ...(car.car_color ? { color: car.car_color } : {}),
    ...(car.car_seats ? { seatingCapacity: car.car_seats } : {}),
    ...(car.car_doors ? { numberOfDoors: car.car_doors } : {}),
    mileageFromOdometer: odometer(car),
    itemCondition: car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    image: car.car_images.slice(0, 10).map((image) => absolute(image.original)),
    ...(car.car_description ? { description: car.car_description.slice(0, 5000) } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: offeredPrice(car),
      priceCurrency: car.car_price_currency || site.currency,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: car.car_site_name },
    },
  };
}
