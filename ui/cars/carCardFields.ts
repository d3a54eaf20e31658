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

/** Flags a card record leaves out when false (the type code when not LCV: prices then include VAT). */
type CarCardFlag =
  'car_has_campaign_price' | 'car_vat_eligible' | 'car_vehicle_type_code' | 'car_is_sample' | 'caroftheweek';

/** What a car card shows. The picture's blur placeholder is optional: a list of 48 leaves it out. */
export type CarCardRecord = Omit<CarSummary, 'car_body' | 'car_price' | CarCardFlag> &
  Partial<Pick<CarSummary, CarCardFlag>>;

const CARD_RECORD_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_fuel',
  'car_gearbox',
  'car_mileage_text',
  'car_site_city',
  'car_price_text',
  'car_loan_monthly_cost',
] as const satisfies readonly (keyof CarCardRecord)[];

/**
 * A list record cut to what its card shows, for page props that carry 48 of them: no blur placeholder
 * (about 500 bytes a car, twice over: in the props and in the markup; the card's grey panel stands in
 * while the picture loads), no campaign or retail price unless the car has a campaign price, no flag
 * that is false. Fields a record lacks stay out rather than becoming `undefined`, which page props
 * cannot carry.
 */
export function toCarCardRecord(car: CarSummary): CarCardRecord {
  const shown = CARD_RECORD_FIELDS.filter((field) => car[field] !== undefined).map((field) => [
    field,
    car[field],
  ]);
  return {
    ...(Object.fromEntries(shown) as Omit<CarCardRecord, 'car_primary_image'>),
    ...(car.car_primary_image
      ? { car_primary_image: { thumbnail_url: car.car_primary_image.thumbnail_url } }
      : {}),
    ...(car.car_has_campaign_price ? { car_has_campaign_price: true } : {}),
    ...(car.car_vat_eligible ? { car_vat_eligible: true } : {}),
    ...(car.car_vehicle_type_code === 'LCV' ? { car_vehicle_type_code: 'LCV' } : {}),
    ...(car.car_is_sample ? { car_is_sample: true } : {}),
    ...(car.caroftheweek ? { caroftheweek: true } : {}),
    ...(car.car_has_campaign_price && car.car_campaign_price_text
      ? { car_campaign_price_text: car.car_campaign_price_text }
      : {}),
    ...(car.car_has_campaign_price && car.car_retail_price_text
      ? { car_retail_price_text: car.car_retail_price_text }
      : {}),
  } as CarCardRecord;
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
