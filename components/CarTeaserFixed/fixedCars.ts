/**
 * The search of the fixed car teaser (spec 002 §7 "Cars: by car_id list up to 100, preserving the given
 * order"): the ids an editor typed, one request for their card fields, and the cars put back in the
 * editor's order (the search answers them in its own), unknown ids skipped.
 */
import type { SearchQuery } from '../../runtime';
import { CAR_CARD_FIELDS, type CarSummary } from '../../ui';

/** Spec 002 §9: "car query limit 100", also the search contract's largest page. */
export const FIXED_CARS_LIMIT = 100;

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids of the field, in the order given, each once, at most 100; tokens that cannot be ids are ignored. */
export function carIdsOf(value: string | number | undefined): string[] {
  const ids = new Set<string>();
  for (const token of String(value ?? '').split(/[\s,;]+/)) {
    if (ids.size === FIXED_CARS_LIMIT) break;
    if (CAR_ID.test(token)) ids.add(token);
  }
  return [...ids];
}

export const fixedCarsQuery = (ids: readonly string[]): SearchQuery => ({
  fields: [...CAR_CARD_FIELDS],
  filters: { car_id: [...ids] },
  limit: ids.length,
});

/** The found cars in the order of `ids`; ids without a car are skipped. */
export function inGivenOrder<Car extends Pick<CarSummary, 'car_id'>>(
  ids: readonly string[],
  cars: readonly Car[],
): Car[] {
  const byId = new Map(cars.map((car) => [car.car_id, car]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
