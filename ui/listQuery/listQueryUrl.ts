/**
 * The car list's state in its URL, so a list can be shared, bookmarked and restored by back and forward:
 * `?keyphrase=…&<field>=<value>&<field>=<value>…&sortName=…&page=…`, one parameter per filter field,
 * repeated for several values (`?car_body=SUV&car_body=Kombi&car_price=100000..300000`). An empty
 * keyphrase, the default sort and page 0 are left out; unknown parameters and values that cannot apply
 * (a sort the market does not offer, a malformed range) are ignored.
 */
import {
  carListFilterFields,
  type CarListSite,
  type CarListState,
  defaultCarListState,
  normaliseFilters,
} from './listQueryState';
import { isApplicableRange, isRangeField, parseRangeValue } from '../carList/rangeFilter';
import type { RouterQuery } from '../url/useQueryState';

export const KEYPHRASE_PARAM = 'keyphrase';
export const SORT_PARAM = 'sortName';
export const PAGE_PARAM = 'page';

/** The query string of a path or URL (`/a?b=c#d` → `b=c`). */
export function queryOf(url: string): string {
  return url.split('#', 1)[0]?.split('?')[1] ?? '';
}

/** A range parameter's value in its normal form, or null when it cannot apply to the field. */
function rangeParam(field: string, value: string): string | null {
  const range = parseRangeValue(value);
  if (!range || !isApplicableRange(field, range)) return null;
  return `${range.min ?? ''}..${range.max ?? ''}`;
}

/** The state a query string (with or without `?`) asks for. */
export function parseCarListQuery(query: string, site: CarListSite): CarListState {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const state = defaultCarListState(site);
  const keyphrase = (params.get(KEYPHRASE_PARAM) ?? '').trim().replace(/\s+/g, ' ');
  const sortName = params.get(SORT_PARAM) ?? '';
  const page = params.get(PAGE_PARAM) ?? '';
  const filters: Record<string, string[]> = {};
  for (const field of carListFilterFields(site)) {
    const values = params
      .getAll(field)
      .map((value) => value.trim())
      .filter(Boolean);
    if (!isRangeField(field)) filters[field] = values;
    else {
      const range = values.map((value) => rangeParam(field, value)).find((value) => value !== null);
      if (range) filters[field] = [range];
    }
  }
  return {
    keyphrase,
    filters: normaliseFilters(filters, site),
    sortName: site.carList.sortOptions.includes(sortName) ? sortName : state.sortName,
    page: /^\d{1,6}$/.test(page) ? Number(page) : 0,
  };
}

/** The query string of a state (without `?`; empty for the default list). */
export function carListQueryString(state: Partial<CarListState>, site: CarListSite): string {
  const params: [string, string][] = [];
  if (state.keyphrase) params.push([KEYPHRASE_PARAM, state.keyphrase]);
  for (const [field, values] of Object.entries(normaliseFilters(state.filters ?? {}, site)))
    for (const value of values) params.push([field, value]);
  if (state.sortName && state.sortName !== site.carList.defaultSort)
    params.push([SORT_PARAM, state.sortName]);
  if (state.page) params.push([PAGE_PARAM, String(state.page)]);
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/**
 * A router query (route parameters and any other parameters) with the list's parameters replaced by the
 * state's: the `href` query of a shallow route change to the state.
 */
export function routerQueryWithState(
  query: Readonly<RouterQuery>,
  state: CarListState,
  site: CarListSite,
): RouterQuery {
  const listParams = new Set([KEYPHRASE_PARAM, SORT_PARAM, PAGE_PARAM, ...carListFilterFields(site)]);
  const next: RouterQuery = Object.fromEntries(
    Object.entries(query).filter(([name]) => !listParams.has(name)),
  );
  for (const [name, value] of new URLSearchParams(carListQueryString(state, site))) {
    const current = next[name];
    next[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return next;
}

/** A link to the car list at `path` showing the state (for example filtered by a brand). */
export function carListHref(path: string, state: Partial<CarListState>, site: CarListSite): string {
  const query = carListQueryString(state, site);
  return query ? `${path}?${query}` : path;
}
