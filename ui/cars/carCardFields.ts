/**
 * The fields a car card and the compare bar read. Every list query (car list, car of the week, similar
 * cars) asks for only these, so 48 cards keep the page props small; compare fetches the full record.
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
