/**
 * The searches of a car page (spec 001 §7): the car itself with every field, only its slug when the
 * page redirects an id-only URL, its similar cars (different rules for sample and stock cars), the dealer
 * sites that can sell a sample car, the dealer of a stock car, the other equipment packages of a sample
 * car's model, and an unknown car's similar cars by keyphrase.
 */
import type { Car, SearchQuery } from '../../runtime';
import { CAR_CARD_FIELDS } from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';

export const SIMILAR_CARS_LIMIT = 8;
/** Sample cars of one model, to find its other packages. */
const PACKAGE_CARS_LIMIT = 100;

export const CAR_PACKAGE_FIELDS = [
  'car_trim_package',
  'car_id',
  'slug',
] as const satisfies readonly (keyof Car)[];
export type CarPackage = Pick<Car, (typeof CAR_PACKAGE_FIELDS)[number]>;

export const CAR_DEALER_FIELDS = [
  'site_id',
  'slug',
  'site_official_name',
  'site_street',
  'site_zip',
  'site_city',
  'site_phone',
  'site_email',
] as const satisfies readonly (keyof DealerSite)[];
export type CarDealer = Pick<DealerSite, (typeof CAR_DEALER_FIELDS)[number]>;

export const carQuery = (id: string): SearchQuery => ({ filters: { car_id: [id] }, limit: 1 });

export const carSlugQuery = (id: string): SearchQuery => ({
  fields: ['car_id', 'slug'],
  filters: { car_id: [id] },
  limit: 1,
});

/** `{field: [value]}` for each field the car has a value of. */
function sameAs(car: Car, fields: readonly (keyof Car)[]): Record<string, (string | number | boolean)[]> {
  const filters: Record<string, (string | number | boolean)[]> = {};
  for (const field of fields) {
    const value = car[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      filters[field] = [value];
  }
  return filters;
}

/**
 * Sample car: stock cars (not samples) of the same brand and model. Stock car: other cars in the same
 * region with the same body and fuel.
 */
export function similarCarsQuery(car: Car): SearchQuery {
  const filters = car.car_is_sample
    ? { ...sameAs(car, ['car_brand', 'car_model']), car_is_sample: [false] }
    : { ...sameAs(car, ['car_site_region', 'car_body', 'car_fuel']), 'car_id.neq': [car.car_id] };
  return { fields: [...CAR_CARD_FIELDS], filters, limit: SIMILAR_CARS_LIMIT };
}

export const similarByKeyphraseQuery = (keyphrase: string): SearchQuery => ({
  fields: [...CAR_CARD_FIELDS],
  ...(keyphrase ? { keyphrase } : {}),
  limit: SIMILAR_CARS_LIMIT,
});

export const carDealerQuery = (siteId: string): SearchQuery => ({
  fields: [...CAR_DEALER_FIELDS],
  filters: { site_id: [siteId] },
  limit: 1,
});

/** Other sample cars of the model, for their equipment packages. */
export const packagesQuery = (car: Car): SearchQuery => ({
  fields: [...CAR_PACKAGE_FIELDS],
  filters: { ...sameAs(car, ['car_brand', 'car_model']), car_is_sample: [true], 'car_id.neq': [car.car_id] },
  limit: PACKAGE_CARS_LIMIT,
});

/** One car per package other than the car's own, in the order found. */
export function otherPackages(car: Car, found: readonly CarPackage[]): CarPackage[] {
  const seen = new Set([car.car_trim_package]);
  return found.filter((other) => {
    if (!other.car_trim_package || seen.has(other.car_trim_package)) return false;
    seen.add(other.car_trim_package);
    return true;
  });
}
