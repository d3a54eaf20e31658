/**
 * The car as the finance service prices it (schemas/financeCommon.schema.json#/$defs/FinanceVehicle) and
 * the dealer it is quoted for, both from the car's record in the site's vehicle index: what the car
 * page's loader asks with and what this site's `/api/codeweaver/*` routes build on the server, so a
 * client never chooses the price, brand or dealer of a quote. Browser-safe.
 */
import type { Car } from '../../../schemas/generated/car';
import { convertDistance } from '../../config/mileageUnits';
import type { SiteConfig } from '../../config/SiteConfig';
import type { FinanceOrganisation, FinanceVehicle } from './contract';

/** The fields of a car record that finance reads. */
export const FINANCE_CAR_FIELDS = [
  'car_id',
  'car_price',
  'car_brand',
  'car_model',
  'car_firstregistration',
  'car_mileage',
  'car_is_used',
  'car_site_id',
] as const satisfies readonly (keyof Car)[];

export type FinanceCar = Pick<Car, (typeof FINANCE_CAR_FIELDS)[number]>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function financeVehicle(car: FinanceCar, site: Pick<SiteConfig, 'mileageUnit'>): FinanceVehicle {
  const registered = car.car_firstregistration?.slice(0, 10);
  return {
    Id: car.car_id,
    CashPrice: car.car_price,
    Brand: car.car_brand.slice(0, 60),
    Model: car.car_model.slice(0, 80),
    ...(registered && ISO_DATE.test(registered) ? { FirstRegistrationDate: registered } : {}),
    CurrentMileage: Math.round(convertDistance(Math.max(0, car.car_mileage), site.mileageUnit, 'miles')),
    IsNew: !car.car_is_used,
  };
}

/** The car's dealer, as the finance service knows it. */
export const financeOrganisation = (car: FinanceCar): FinanceOrganisation => ({ Id: car.car_site_id });
