/**
 * The paths of spec 002 §7's workshop calls, the same under this site's `/api/mechmate` as under a
 * workshop host's base URL, so the server's HTTP client and the browser's client build them one way.
 * Browser-safe.
 */
import type { PriceQuery, TimeslotQuery, WorkshopSearch } from './contract';

const segment = (value: string | number) => encodeURIComponent(String(value));

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return `?${search.toString()}`;
}

const position = (latitude: number, longitude: number) => query({ lat: latitude, lng: longitude });

export const mechmatePaths = {
  car: (plate: string) => `/car/${segment(plate)}`,
  services: (plate: string, latitude: number, longitude: number) =>
    `/services/${segment(plate)}${position(latitude, longitude)}`,
  addons: (plate: string, latitude: number, longitude: number) =>
    `/addons/${segment(plate)}${position(latitude, longitude)}`,
  prices: ({ registrationNumber, mileage, departmentId, serviceOfferings }: PriceQuery) =>
    `/prices/${segment(registrationNumber)}/${segment(mileage)}/${segment(departmentId)}${query({ serviceOfferings: serviceOfferings.join(',') })}`,
  closestAvailable: ({ registrationNumber, serviceOfferings, latitude, longitude, cursor }: WorkshopSearch) =>
    `/departments/closestAvailable${query({ regNo: registrationNumber, serviceOfferings: serviceOfferings.join(','), latitude, longitude, cursor })}`,
  timeslots: ({ registrationNumber, departmentId, date, serviceOfferings }: TimeslotQuery) =>
    `/timeslots/from/${segment(registrationNumber)}/${segment(departmentId)}/${segment(date)}/${query({ serviceOfferings: serviceOfferings.join(',') })}`,
  authorizedWorkshop: (brand: string) => `/authorized-workshop/${segment(brand)}`,
  book: () => '/book',
};
