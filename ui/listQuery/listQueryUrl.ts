/**
 * A list's state in its URL, so a list can be shared, bookmarked and restored by back and forward:
 * `?keyphrase=…&<field>=<value>&<field>=<value>…&sortName=…&page=…`, one parameter per filter field,
 * repeated for several values (`?car_body=SUV&car_body=Kombi&car_price=100000..300000`). An empty
 * keyphrase, the default sort and page 0 are left out; unknown parameters and values that cannot apply
 * (a sort the list does not offer, a malformed range) are ignored. The car list and the kit catalogue
 * share this format; each names its fields and sorts in its ListQueryConfig.
 */
import {
  defaultListQueryState,
  listFilterFields,
  type ListQueryConfig,
  type ListQueryState,
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
export function parseListQuery(query: string, config: ListQueryConfig): ListQueryState {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const state = defaultListQueryState(config);
  const keyphrase = (params.get(KEYPHRASE_PARAM) ?? '').trim().replace(/\s+/g, ' ');
  const sortName = params.get(SORT_PARAM) ?? '';
  const page = params.get(PAGE_PARAM) ?? '';
  const filters: Record<string, string[]> = {};
  for (const field of listFilterFields(config)) {
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
    filters: normaliseFilters(filters, config),
    sortName: config.sortOptions.includes(sortName) ? sortName : state.sortName,
    page: /^\d{1,6}$/.test(page) ? Number(page) : 0,
  };
}

/** The query string of a state (without `?`; empty for the default list). */
export function listQueryString(state: Partial<ListQueryState>, config: ListQueryConfig): string {
  const params: [string, string][] = [];
  if (state.keyphrase) params.push([KEYPHRASE_PARAM, state.keyphrase]);
  for (const [field, values] of Object.entries(normaliseFilters(state.filters ?? {}, config)))
    for (const value of values) params.push([field, value]);
  if (state.sortName && state.sortName !== config.defaultSort) params.push([SORT_PARAM, state.sortName]);
  if (state.page) params.push([PAGE_PARAM, String(state.page)]);
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/**
 * A router query (route parameters and any other parameters) with the list's parameters replaced by the
 * state's: the `href` query of a shallow route change to the state.
 */
export function routerQueryWithListState(
  query: Readonly<RouterQuery>,
  state: ListQueryState,
  config: ListQueryConfig,
): RouterQuery {
  const listParams = new Set([KEYPHRASE_PARAM, SORT_PARAM, PAGE_PARAM, ...listFilterFields(config)]);
  const next: RouterQuery = Object.fromEntries(
    Object.entries(query).filter(([name]) => !listParams.has(name)),
  );
  for (const [name, value] of new URLSearchParams(listQueryString(state, config))) {
    const current = next[name];
    next[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return next;
}

/** A link to the list at `path` showing the state (for example the car list filtered by a brand). */
export function listHref(path: string, state: Partial<ListQueryState>, config: ListQueryConfig): string {
  const query = listQueryString(state, config);
  return query ? `${path}?${query}` : path;
}
