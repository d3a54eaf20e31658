/**
 * The label/value rows of the car page's overview and technical data (spec 001 §2, §3), built from the
 * search record. The record's `_text` fields arrive formatted in the market's units and number format
 * ("18,6 kWh/100 km", "184.1 mpg") and are shown as they are; the plain numbers (seats, NCAP stars, PBB
 * ratio, benefit value) are formatted here with the market's locale. Fields a record lacks, or holds
 * empty, give no row.
 */
import { type Car, numberFormat } from '../../../runtime';
import { formatMoney, formatWholeNumber, type useCarText } from '../../../ui';
import type { CAR_SECTION_TEXTS, CarSectionText } from './carSectionTexts';

export interface CarFact {
  /** Stable per fact (React key, test hook). */
  key: string;
  label: string;
  value: string;
  /** NCAP: the number of stars drawn before the value. */
  stars?: number;
}

export interface FactFormat {
  /** The market's locale for numbers (`site.locale`). */
  locale: string;
  /** The page's language, for the first-registration date. */
  language: string;
}

type CarText = ReturnType<typeof useCarText>;

/** Spec 001 §9: first registration reads DD/MM/YYYY in English, YYYY-MM-DD in every other language. */
export function formatFirstRegistration(date: string, language: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!parts) return date;
  const [, year, month, day] = parts;
  return language.split('-')[0]?.toLowerCase() === 'en'
    ? `${day}/${month}/${year}`
    : `${year}-${month}-${day}`;
}

function fact(key: string, label: string, value: string | undefined): CarFact[] {
  return value === undefined || value.trim() === '' ? [] : [{ key, label, value }];
}

const integerIn = (locale: string) => (value: number) => formatWholeNumber(value, locale);

const whenNumber = <T>(value: number | undefined, format: (value: number) => T) =>
  value === undefined || !Number.isFinite(value) ? undefined : format(value);

/** "Car Store Västerås" as it is; a site name that lacks the city gets it after a comma. */
function location(car: Car): string {
  const city = car.car_site_city?.trim();
  return city && !car.car_site_name.includes(city) ? `${car.car_site_name}, ${city}` : car.car_site_name;
}

/** The key facts a buyer scans first, in the order they read them (the first five show before "show more"). */
export function overviewFacts(
  car: Car,
  format: FactFormat,
  text: CarSectionText,
  carText: CarText,
): CarFact[] {
  const integer = integerIn(format.locale);
  return [
    ...fact('year', carText('carYear'), String(car.car_year)),
    ...fact('mileage', carText('carMileage'), car.car_mileage_text),
    ...fact('fuel', carText('carFuel'), car.car_fuel),
    ...fact('gearbox', carText('carGearbox'), car.car_gearbox),
    ...fact('drive', carText('carDrive'), car.car_drive),
    ...fact('body', carText('carBody'), car.car_body),
    ...fact('color', carText('carColor'), car.car_color),
    ...fact('seats', carText('carSeats'), whenNumber(car.car_seats, integer)),
    ...fact('doors', carText('carDoors'), whenNumber(car.car_doors, integer)),
    ...fact('regno', text('carDetailRegno'), car.car_regno),
    ...fact(
      'firstRegistration',
      text('carDetailFirstRegistration'),
      car.car_firstregistration && formatFirstRegistration(car.car_firstregistration, format.language),
    ),
    ...fact('condition', text('carDetailCondition'), car.car_condition),
    ...fact('trimPackage', text('carDetailTrimPackage'), car.car_trim_package),
    ...fact('chassino', text('carDetailChassino'), car.car_chassino),
    ...fact('location', text('carDetailLocation'), location(car)),
  ];
}

/** The technical text fields of spec 001 §3, each with its label, in the order they are shown. */
const TECHNICAL_TEXT_FIELDS = [
  ['car_acceleration', 'carDetailAcceleration'],
  ['car_fuel_combined', 'carDetailFuelCombined'],
  ['car_emission_mixed', 'carDetailEmissionMixed'],
  ['car_wltp_electric_consumption', 'carDetailWltpElectricConsumption'],
  ['car_wltp_electric_range', 'carDetailWltpElectricRange'],
  ['car_electric_range', 'carDetailElectricRange'],
  ['car_battery_size', 'carDetailBatterySize'],
  ['car_ac_charging_speed', 'carDetailAcChargingSpeed'],
  ['car_dc_charging_speed', 'carDetailDcChargingSpeed'],
  ['car_fuel_tank_capacity', 'carDetailFuelTankCapacity'],
  ['car_service_weight', 'carDetailServiceWeight'],
  ['car_cargo_volume', 'carDetailCargoVolume'],
  ['car_length', 'carDetailLength'],
  ['car_width', 'carDetailWidth'],
  ['car_height', 'carDetailHeight'],
] as const satisfies readonly (readonly [keyof Car, keyof typeof CAR_SECTION_TEXTS])[];

/**
 * Power first (its text, else the number of horsepower), then the technical text fields, then the numbers
 * only some markets carry: NCAP stars, the new-car price in price base amounts and the monthly taxable
 * benefit of a company car (in the record's currency).
 */
export function technicalFacts(
  car: Car,
  format: FactFormat,
  text: CarSectionText,
  carText: CarText,
): CarFact[] {
  const integer = integerIn(format.locale);
  const ratio = numberFormat(format.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const stars = whenNumber(car.car_ncapstars, (count) => Math.min(5, Math.max(0, Math.round(count))));
  return [
    ...fact(
      'power',
      carText('carPower'),
      car.car_power_text ??
        whenNumber(car.car_power, (power) => text('carDetailPowerValue', { power: integer(power) })),
    ),
    ...TECHNICAL_TEXT_FIELDS.flatMap(([field, label]) => fact(field, text(label), car[field])),
    ...(stars === undefined
      ? []
      : [
          {
            key: 'ncapStars',
            label: text('carDetailNcapStars'),
            value: text('carDetailNcapStarsValue', { stars: integer(stars) }),
            stars,
          },
        ]),
    ...fact(
      'pbbRatio',
      text('carDetailPbbRatio'),
      whenNumber(car.car_pbbratio, (value) => ratio.format(value)),
    ),
    ...fact(
      'beneficialValue',
      text('carDetailBeneficialValue'),
      whenNumber(car.car_beneficial_value, (amount) =>
        text('carDetailBeneficialValueAmount', {
          amount: formatMoney(amount, { locale: format.locale, currency: car.car_price_currency }),
        }),
      ),
    ),
  ];
}
