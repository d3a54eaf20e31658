/**
 * The technical data texts of a demo car, estimated from its model and version (weight, power, battery)
 * and written with the market's units: fuel use in l/mil, l/100 km or mpg, electric consumption in kWh/mil,
 * kWh/100 km or miles/kWh, ranges in the market's mileage unit.
 */
import type { Car } from '../../schemas/generated/car';
import type { ModelSpec, VersionSpec } from './catalogues/brands.generated';
import type { FuelType } from './catalogues/keys.generated';
import type { Vocabulary } from './catalogues/vocabulary.generated';
import { convertDistance } from '../../runtime/config/mileageUnits';
import { carShape } from './demoImages';
import type { MarketFormat } from './marketFormat';
import { fillTemplate } from './vocabulary';

type TechnicalFields = Pick<
  Car,
  | 'car_power'
  | 'car_power_text'
  | 'car_acceleration'
  | 'car_emission_mixed'
  | 'car_fuel_combined'
  | 'car_wltp_electric_consumption'
  | 'car_wltp_electric_range'
  | 'car_electric_range'
  | 'car_fuel_tank_capacity'
  | 'car_battery_size'
  | 'car_ac_charging_speed'
  | 'car_dc_charging_speed'
  | 'car_service_weight'
  | 'car_cargo_volume'
  | 'car_height'
  | 'car_length'
  | 'car_width'
>;

const KW_PER_HP = 0.7355;
const LITRES_PER_100KM_TO_MPG = 282.481;
const CO2_GRAMS_PER_LITRE: Record<FuelType, number> = {
  petrol: 23.2,
  diesel: 26.4,
  hybrid: 23.2,
  phev: 23.2,
  electric: 0,
};

/** The model's base weight plus what the version's drivetrain adds (battery, second motor, diesel). */
function serviceWeight(model: ModelSpec, version: VersionSpec): number {
  const mixedModel = model.versions.some((candidate) => candidate.fuel !== 'electric');
  const extra: Record<FuelType, number> = {
    petrol: 0,
    diesel: 60,
    hybrid: 50,
    phev: 220,
    electric: mixedModel ? 280 : 0,
  };
  return model.weight + extra[version.fuel];
}

function fuelLitresPer100Km(fuel: FuelType, weight: number, hp: number, battery = 0): number {
  const petrol = 3.2 + (1.5 * weight) / 1000 + 0.006 * hp;
  switch (fuel) {
    case 'diesel':
      return petrol * 0.82;
    case 'hybrid':
      return petrol * 0.72;
    case 'phev':
      return Math.max(0.6, 2.2 - battery * 0.06);
    default:
      return petrol;
  }
}

function fuelText(format: MarketFormat, litresPer100Km: number): string {
  if (format.mileageUnit === 'mil') return `${format.number(litresPer100Km / 10, 2)} l/mil`;
  if (format.mileageUnit === 'miles')
    return `${format.number(LITRES_PER_100KM_TO_MPG / litresPer100Km, 1)} mpg`;
  return `${format.number(litresPer100Km, 1)} l/100 km`;
}

function electricConsumptionText(format: MarketFormat, kwhPer100Km: number): string {
  if (format.mileageUnit === 'mil') return `${format.number(kwhPer100Km / 10, 2)} kWh/mil`;
  if (format.mileageUnit === 'miles')
    return `${format.number(convertDistance(100 / kwhPer100Km, 'km', 'miles'), 1)} miles/kWh`;
  return `${format.number(kwhPer100Km, 1)} kWh/100 km`;
}

function electricFields(
  format: MarketFormat,
  model: ModelSpec,
  version: VersionSpec,
  weight: number,
): Partial<TechnicalFields> {
  const battery = version.battery;
  if (battery === undefined || (version.fuel !== 'electric' && version.fuel !== 'phev')) return {};
  const van = carShape(model.body) === 'van' ? 1.25 : 1;
  const consumption = (11 + (3.6 * weight) / 1000) * van;
  const rangeKm = Math.round(((battery * (version.fuel === 'electric' ? 0.92 : 0.85)) / consumption) * 100);
  const range = format.distance(rangeKm);
  const acKw = version.fuel === 'electric' ? 11 : battery > 15 ? 7.4 : 3.7;
  const dcKw = battery >= 90 ? 250 : battery >= 75 ? 175 : battery >= 60 ? 135 : 100;
  return {
    car_wltp_electric_consumption: electricConsumptionText(format, consumption),
    car_wltp_electric_range: range,
    car_electric_range: range,
    car_battery_size: `${format.number(battery, Number.isInteger(battery) ? 0 : 1)} kWh`,
    car_ac_charging_speed: `${format.number(acKw, Number.isInteger(acKw) ? 0 : 1)} kW`,
    ...(version.fuel === 'electric' ? { car_dc_charging_speed: `${format.number(dcKw)} kW` } : {}),
  };
}

/** A van's load space in m³, any other body's luggage space in litres; a chassis cab has none. */
function cargoVolumeText(format: MarketFormat, model: ModelSpec): string {
  return carShape(model.body) === 'van'
    ? `${format.number(model.cargo / 1000, 1)} m³`
    : `${format.number(model.cargo)} l`;
}

export function technicalData(
  model: ModelSpec,
  version: VersionSpec,
  format: MarketFormat,
  vocabulary: Vocabulary,
): TechnicalFields {
  const weight = serviceWeight(model, version);
  const acceleration = Math.min(
    16.5,
    Math.max(2.9, 1.2 + (0.75 * weight) / version.hp + (carShape(model.body) === 'van' ? 1.5 : 0)),
  );
  const combustion = version.fuel !== 'electric';
  const litres = fuelLitresPer100Km(version.fuel, weight, version.hp, version.battery);
  const [length, width, height] = model.size;
  return {
    car_power: version.hp,
    car_power_text: fillTemplate(vocabulary.powerText, {
      hp: version.hp,
      kw: Math.round(version.hp * KW_PER_HP),
    }),
    car_acceleration: `${format.number(acceleration, 1)} s`,
    car_emission_mixed: `${format.number(Math.round(litres * CO2_GRAMS_PER_LITRE[version.fuel]))} g/km`,
    ...(combustion ? { car_fuel_combined: fuelText(format, litres) } : {}),
    ...electricFields(format, model, version, weight),
    ...(combustion
      ? { car_fuel_tank_capacity: `${Math.min(80, Math.max(35, Math.round(weight / 150) * 5))} l` }
      : {}),
    car_service_weight: `${format.number(weight)} kg`,
    ...(model.cargo > 0 ? { car_cargo_volume: cargoVolumeText(format, model) } : {}),
    car_height: `${format.number(height)} mm`,
    car_length: `${format.number(length)} mm`,
    car_width: `${format.number(width)} mm`,
  };
}
