/**
 * The search of the query car teaser (spec 002 §7 "Cars: … by predefined query with limit NumberOfCars or
 * Limit or 8, optional sort"). The editor writes the search as the car list's URL query, so the car list's
 * own rules read it (only the market's filter fields, malformed ranges dropped) and the block's "show
 * all" button opens the car list showing the same cars.
 */
import type { SearchQuery, SiteConfig } from '../../runtime';
import { CAR_CARD_FIELDS, carListConfig, type ListQueryState, parseListQuery } from '../../ui';

export const DEFAULT_TEASER_CARS = 8;
/** Spec 002 §9: "car query limit 100", also the search contract's largest page. */
export const MAX_TEASER_CARS = 100;

type FieldValue = string | number | undefined;

/** The first of the values that is a whole number from 1 (at most 100), else 8. */
export function teaserCarCount(...values: readonly FieldValue[]): number {
  for (const value of values) {
    const count =
      typeof value === 'number' ? value : /^\s*\d{1,6}\s*$/.test(value ?? '') ? Number(value) : NaN;
    if (Number.isInteger(count) && count >= 1) return Math.min(count, MAX_TEASER_CARS);
  }
  return DEFAULT_TEASER_CARS;
}

/** The car list state the fields describe: filters and keyphrase from `filters`, `sort` when the market offers it. */
export function predefinedCarList(
  site: Pick<SiteConfig, 'carList'>,
  filters: FieldValue,
  sort: FieldValue,
): ListQueryState {
  const state = parseListQuery(String(filters ?? ''), carListConfig(site));
  const sortName = String(sort ?? '').trim();
  return site.carList.sortOptions.includes(sortName) ? { ...state, sortName } : state;
}

export function predefinedCarsQuery(state: ListQueryState, limit: number): SearchQuery {
  return {
    fields: [...CAR_CARD_FIELDS],
    ...(state.keyphrase ? { keyphrase: state.keyphrase } : {}),
    filters: Object.fromEntries(Object.entries(state.filters).map(([field, values]) => [field, [...values]])),
    sort_name: state.sortName,
    limit,
  };
}
