/**
 * The markets' mileage units (site `mileageUnit`: Swedish and Norwegian `mil`, `km`, `miles`) and one
 * conversion between them, for the seed, the finance panels and the finance service alike. Browser-safe.
 */
import type { SiteConfig } from './SiteConfig';

export type MileageUnit = SiteConfig['mileageUnit'];

const KM_PER_UNIT: Readonly<Record<MileageUnit, number>> = { km: 1, mil: 10, miles: 1.609344 };

/** `distance` in `from` units, in `to` units (not rounded). */
export function convertDistance(distance: number, from: MileageUnit, to: MileageUnit): number {
  return (distance * KM_PER_UNIT[from]) / KM_PER_UNIT[to];
}
