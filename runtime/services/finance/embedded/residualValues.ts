/**
 * The embedded lender's guaranteed future value (GFV): what it promises a car is worth at the end of a PCP
 * agreement, which is the agreement's optional final payment.
 *
 * A car's trade value is modelled as `new price × retained(class, age) × mileageFactor(class, miles)`:
 * - `retained` is the share of its new price a car of the brand's residual class keeps at an age in years
 *   (the table below, straight lines between whole years; past the table each year keeps 88 % of the
 *   year before);
 * - `mileageFactor = clamp(1 − perThousand × (miles − 10,000 × age) / 1,000, 0.55, 1.15)`: each 1,000
 *   miles above (below) the UK average of 10,000 a year takes off (adds) `perThousand` of the value.
 * The new price is not known for a used car, but it cancels out: the forecast is the cash price scaled by
 * the model's value at the end of the term over its value today,
 *   `GFV = floor(cashPrice × value(ageEnd, milesEnd) / value(ageNow, milesNow) × 0.9)`,
 * with `milesEnd = currentMileage + annualMileage × term / 12` and 0.9 the lender's margin of safety
 * (it guarantees 90 % of the forecast). Whole pounds, rounded down.
 */

export type ResidualClass = 'premium' | 'mainstream' | 'value' | 'commercial';

/** Share of the new price kept at 0, 1, … 10 years. */
const RETAINED_BY_AGE: Readonly<Record<ResidualClass, readonly number[]>> = {
  premium: [1, 0.78, 0.66, 0.57, 0.5, 0.44, 0.39, 0.35, 0.31, 0.28, 0.25],
  mainstream: [1, 0.75, 0.62, 0.53, 0.46, 0.4, 0.35, 0.31, 0.27, 0.24, 0.21],
  value: [1, 0.7, 0.57, 0.48, 0.41, 0.35, 0.3, 0.26, 0.22, 0.19, 0.16],
  commercial: [1, 0.72, 0.6, 0.51, 0.44, 0.38, 0.33, 0.29, 0.25, 0.22, 0.19],
};

/** Share of the value a 1,000 miles over the average takes off. */
const MILEAGE_SENSITIVITY: Readonly<Record<ResidualClass, number>> = {
  premium: 0.0035,
  mainstream: 0.003,
  value: 0.003,
  commercial: 0.0025,
};

/** What each year past the table keeps of the year before. */
const LATE_YEAR_RETENTION = 0.88;
export const AVERAGE_ANNUAL_MILES = 10_000;
const MILEAGE_FACTOR_MIN = 0.55;
const MILEAGE_FACTOR_MAX = 1.15;
/** The share of the forecast the lender guarantees. */
export const GFV_PRUDENCE = 0.9;

/** Brands (lower case, as the vehicle records write them) by residual class; any other brand is `value`. */
const BRAND_CLASSES: Readonly<Record<string, ResidualClass>> = {
  audi: 'premium',
  bmw: 'premium',
  'mercedes-benz': 'premium',
  mini: 'premium',
  porsche: 'premium',
  lexus: 'premium',
  volvo: 'premium',
  toyota: 'mainstream',
  volkswagen: 'mainstream',
  škoda: 'mainstream',
  skoda: 'mainstream',
  kia: 'mainstream',
  hyundai: 'mainstream',
  ford: 'mainstream',
  nissan: 'mainstream',
  mazda: 'mainstream',
  honda: 'mainstream',
  'volkswagen commercial vehicles': 'commercial',
  'mercedes-benz vans': 'commercial',
  'fiat professional': 'commercial',
  'ford commercial vehicles': 'commercial',
};

export function residualClass(brand: string): ResidualClass {
  return BRAND_CLASSES[brand.trim().toLowerCase()] ?? 'value';
}

/** Share of its new price a car of `group` keeps at `ageYears` (0 or more). */
export function retainedShare(group: ResidualClass, ageYears: number): number {
  const table = RETAINED_BY_AGE[group];
  const last = table.length - 1;
  const lastShare = table[last] ?? 0;
  if (ageYears >= last) return lastShare * LATE_YEAR_RETENTION ** (ageYears - last);
  const year = Math.floor(ageYears);
  const from = table[year] ?? 1;
  const to = table[year + 1] ?? from;
  return from + (to - from) * (ageYears - year);
}

export function mileageFactor(group: ResidualClass, ageYears: number, miles: number): number {
  const aboveAverage = miles - AVERAGE_ANNUAL_MILES * ageYears;
  const factor = 1 - (MILEAGE_SENSITIVITY[group] * aboveAverage) / 1_000;
  return Math.min(MILEAGE_FACTOR_MAX, Math.max(MILEAGE_FACTOR_MIN, factor));
}

export interface FutureValueInput {
  brand: string;
  cashPrice: number;
  ageYears: number;
  currentMileage: number;
  termMonths: number;
  annualMileage: number;
}

/** The guaranteed future value in whole pounds (formula in the header). */
export function guaranteedFutureValue({
  brand,
  cashPrice,
  ageYears,
  currentMileage,
  termMonths,
  annualMileage,
}: FutureValueInput): number {
  const group = residualClass(brand);
  const years = termMonths / 12;
  const ageEnd = ageYears + years;
  const milesEnd = currentMileage + annualMileage * years;
  const now = retainedShare(group, ageYears) * mileageFactor(group, ageYears, currentMileage);
  const end = retainedShare(group, ageEnd) * mileageFactor(group, ageEnd, milesEnd);
  return Math.max(0, Math.floor((cashPrice * end * GFV_PRUDENCE) / now));
}

/** Pence per mile above the agreed mileage when the car is handed back. */
export function excessMileagePence(brand: string): number {
  const pence: Record<ResidualClass, number> = { premium: 10, mainstream: 8, value: 7, commercial: 9 };
  return pence[residualClass(brand)];
}
