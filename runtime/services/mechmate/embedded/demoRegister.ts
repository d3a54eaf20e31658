/**
 * The embedded backend's vehicle register (spec 002 §7 car lookup, §8 its errors): a few named demo plates,
 * one per behaviour the page has (listed in the README), and a deterministic register behind them, so any
 * other well-formed Swedish plate is a plausible car too — except plates starting with Z, which are never
 * registered. Unsupported brands are refused as the real backend does, with `BrandNotSupported,<brand>`.
 */
import {
  MECHMATE_ERROR_CODES,
  MechmateError,
  type MechmateCarResponse,
  normalisedRegistrationNumber,
} from '../contract';
import { stableHash } from '../../embedded/stableHash';

type RegisteredCar = Omit<MechmateCarResponse, 'registrationNumber' | 'isSupported'>;

/** The plates the README lists: each shows one behaviour of the booking flow. */
export const DEMO_PLATES: Readonly<Record<string, RegisteredCar>> = {
  // Service agreement (discounted prices), a timing belt it cannot have (built 2020 or later).
  ABC123: { brand: 'Volvo', model: 'XC60 B4 AWD', buildYear: 2021, hasServiceAgreement: true },
  // No agreement, every offering available.
  KLM456: { brand: 'Volkswagen', model: 'Golf 1.5 TSI', buildYear: 2016, hasServiceAgreement: false },
  // An electric car: no timing belt.
  POL22E: { brand: 'Polestar', model: '2 Long range', buildYear: 2022, hasServiceAgreement: true },
  // A brand booked through its own link at the top of the page: isSupported false.
  BMW320: { brand: 'BMW', model: '320d xDrive Touring', buildYear: 2019, hasServiceAgreement: false },
  // Unsupported brand: BrandNotSupported,Tesla.
  TES10A: { brand: 'Tesla', model: 'Model 3', buildYear: 2021, hasServiceAgreement: false },
};

/** Brands the workshops do not service (spec 002 §5: the flow stops with the brand's text). */
export const UNSUPPORTED_BRANDS: readonly string[] = ['Tesla', 'Lada'];

/**
 * Brands the group books through their own pages (spec 002 §2: the header's BMW, MINI, Porsche and IVECO
 * links): the car is found, with isSupported false, and the page points to the link.
 */
export const BOOKED_ELSEWHERE_BRANDS: readonly string[] = ['BMW', 'MINI', 'Porsche', 'IVECO'];

/** Brands without a combustion engine's timing belt. */
export const ELECTRIC_BRANDS: readonly string[] = ['Polestar', 'Tesla'];

const REGISTER: readonly { brand: string; models: readonly string[] }[] = [
  { brand: 'Volvo', models: ['V60 D4', 'XC40 T3', 'V90 B5', 'XC90 T8'] },
  { brand: 'Volkswagen', models: ['Passat 2.0 TDI', 'Tiguan 1.4 TSI', 'Polo 1.0 TSI'] },
  { brand: 'Audi', models: ['A4 Avant 40 TDI', 'Q5 45 TFSI'] },
  { brand: 'Kia', models: ['Ceed SW 1.6 GDI', 'Sportage 1.6 T-GDI'] },
  { brand: 'Toyota', models: ['Corolla 1.8 Hybrid', 'RAV4 2.5 Hybrid'] },
  { brand: 'Ford', models: ['Focus 1.0 EcoBoost', 'Kuga 2.5 PHEV'] },
  { brand: 'Škoda', models: ['Octavia Kombi 2.0 TDI', 'Superb 1.5 TSI'] },
  { brand: 'Mercedes-Benz', models: ['C 220 d', 'GLC 300 e'] },
  { brand: 'Peugeot', models: ['308 SW 1.2 PureTech'] },
  { brand: 'Lada', models: ['Niva 1.7'] },
];

const NEVER_REGISTERED = 'Z';

/** The car of a plate, or the backend's refusal: InvalidReg, VehicleNotFound, BrandNotSupported,<brand>. */
export function lookUpCar(value: string): MechmateCarResponse {
  const plate = normalisedRegistrationNumber(value);
  if (!plate) throw new MechmateError(MECHMATE_ERROR_CODES.invalidReg, 400, 'Ogiltigt registreringsnummer');
  const car = DEMO_PLATES[plate] ?? registeredCar(plate);
  if (!car) throw new MechmateError(MECHMATE_ERROR_CODES.vehicleNotFound, 404, 'Fordon hittades inte');
  if (UNSUPPORTED_BRANDS.includes(car.brand))
    throw new MechmateError(
      `${MECHMATE_ERROR_CODES.brandNotSupported},${car.brand}`,
      422,
      `Märket ${car.brand} servas inte`,
    );
  return { registrationNumber: plate, isSupported: !BOOKED_ELSEWHERE_BRANDS.includes(car.brand), ...car };
}

function registeredCar(plate: string): RegisteredCar | null {
  if (plate.startsWith(NEVER_REGISTERED)) return null;
  const hash = stableHash(plate);
  const make = REGISTER[hash % REGISTER.length] as (typeof REGISTER)[number];
  return {
    brand: make.brand,
    model: make.models[(hash >>> 8) % make.models.length] as string,
    buildYear: 2008 + ((hash >>> 12) % 17),
    hasServiceAgreement: (hash >>> 16) % 3 === 0,
  };
}
