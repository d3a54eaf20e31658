/**
 * The fields a car card and the compare bar read. Every list query (car list, car of the week, similar
 * cars) asks for only these; compare fetches the full record. A page of 48 cards carries narrower
 * records still (`CarCardRecord`): what the card itself shows.
 */
import type { Car } from '../../schemas/generated/car';

export const CAR_CARD_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_body',
  'car_year',
  'car_fuel',
  'car_gearbox',
  'car_mileage_text',
  'car_site_city',
  'car_price',
  'car_price_text',
  'car_has_campaign_price',
  'car_campaign_price_text',
  'car_retail_price_text',
  'car_vehicle_type_code',
  'car_vat_eligible',
  'car_loan_monthly_cost',
  'car_primary_image',
  'car_is_sample',
  'caroftheweek',
] as const satisfies readonly (keyof Car)[];

export type CarCardField = (typeof CAR_CARD_FIELDS)[number];

/** A car as a list query returns it (`fields: CAR_CARD_FIELDS`). */
export type CarSummary = Pick<Car, CarCardField>;

/** What a car card shows. The picture's blur placeholder is optional: a list of 48 leaves it out. */
export type CarCardRecord = Omit<CarSummary, 'car_body' | 'car_price'>;

/**
 * A list record cut to what its card shows, for page props that carry 48 of them: no blur placeholder
 * (about 500 bytes a car, twice over: in the props and in the markup; the card's grey panel stands in
 * while the picture loads), no retail price unless the campaign price strikes it through.
 */
export function toCarCardRecord(car: CarSummary): CarCardRecord {
  return {
    car_id: car.car_id,
    slug: car.slug,
    car_brand: car.car_brand,
    car_model: car.car_model,
    car_version: car.car_version,
    car_year: car.car_year,
    car_fuel: car.car_fuel,
    car_gearbox: car.car_gearbox,
    car_mileage_text: car.car_mileage_text,
    ...(car.car_site_city ? { car_site_city: car.car_site_city } : {}),
    car_price_text: car.car_price_text,
    car_has_campaign_price: car.car_has_campaign_price,
    ...(car.car_has_campaign_price && car.car_campaign_price_text
      ? { car_campaign_price_text: car.car_campaign_price_text }
      : {}),
    ...(car.car_has_campaign_price && car.car_retail_price_text
      ? { car_retail_price_text: car.car_retail_price_text }
      : {}),
    car_vehicle_type_code: car.car_vehicle_type_code,
    car_vat_eligible: car.car_vat_eligible,
    ...(car.car_loan_monthly_cost ? { car_loan_monthly_cost: car.car_loan_monthly_cost } : {}),
    car_primary_image: { thumbnail_url: car.car_primary_image.thumbnail_url },
    car_is_sample: car.car_is_sample,
    caroftheweek: car.caroftheweek,
  };
}

/** Whether a record can be shown and linked: the index is schema-checked, so the id and slug suffice. */
export function isCarSummary(record: unknown): record is CarSummary {
  if (!record || typeof record !== 'object') return false;
  const { car_id: id, slug } = record as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof slug === 'string';
}

/** The cars of a search result's `content`, skipping records without an id or slug. */
export function toCarSummaries(content: readonly unknown[]): CarSummary[] {
  return content.filter(isCarSummary);
}
