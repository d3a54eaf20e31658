/**
 * A searchable list's query state (the car list, spec 001 §2 "Car list page"; the kit catalogue, spec 002
 * §2 "Kits listing"): keyphrase, filters, sort and page, and the transitions the visitor makes on it. Every
 * change of what is searched for starts again at page 0. Filters are kept normalised (fields in the panel's
 * order, values sorted and unique) so that one list has one URL and one cache key. What differs between
 * lists (facets, link filters, sorts) comes in as a ListQueryConfig.
 */
import type { Facet } from '../../schemas/generated/searchResponse';
import { valueFacetValues } from './facetValues';

/** What a list's query state depends on: its facets, the filters links may set, and its sorts. */
export interface ListQueryConfig {
  /** Facet names in panel order; `a>b>c` is a hierarchy. */
  facets: readonly string[];
  /** Filter fields a link may name although the panel has no facet for them. */
  linkFilterFields: readonly string[];
  sortOptions: readonly string[];
  defaultSort: string;
}

/** Field to selected values; a range field holds one `<min>..<max>`. */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

export interface ListQueryState {
  keyphrase: string;
  filters: ListFilters;
  sortName: string;
  /** The last page shown (0-based): pages 0 to `page` are loaded. */
  page: number;
}

/** The fields of a facet name: `car_brand>car_model` is the hierarchy car_brand, then car_model. */
export function facetFields(facetName: string): string[] {
  return facetName.split('>');
}

/** Fields the list filters on, in panel order: the configured facets' fields, then the link filters. */
export function listFilterFields(config: ListQueryConfig): string[] {
  return [...new Set([...config.facets.flatMap(facetFields), ...config.linkFilterFields])];
}

export function defaultListQueryState(config: ListQueryConfig): ListQueryState {
  return { keyphrase: '', filters: {}, sortName: config.defaultSort, page: 0 };
}

const compareValues = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Known fields in panel order, each with its non-empty values sorted and unique; empty fields dropped. */
export function normaliseFilters(filters: ListFilters, config: ListQueryConfig): ListFilters {
  const normalised: Record<string, readonly string[]> = {};
  for (const field of listFilterFields(config)) {
    const values = [...new Set(filters[field] ?? [])].filter(Boolean).sort(compareValues);
    if (values.length > 0) normalised[field] = values;
  }
  return normalised;
}

/** The state with one field's values replaced (none: the filter removed), back at page 0. */
export function withFilterValues(
  state: ListQueryState,
  field: string,
  values: readonly string[],
  config: ListQueryConfig,
): ListQueryState {
  return { ...state, filters: normaliseFilters({ ...state.filters, [field]: values }, config), page: 0 };
}

/** Adds the values to a field, or removes them all when every one of them is selected already. */
export function toggleFilterValues(
  state: ListQueryState,
  field: string,
  values: readonly string[],
  config: ListQueryConfig,
): ListQueryState {
  const selected = state.filters[field] ?? [];
  const allSelected = values.every((value) => selected.includes(value));
  const next = allSelected ? selected.filter((value) => !values.includes(value)) : [...selected, ...values];
  return withFilterValues(state, field, next, config);
}

/** Nested values of a hierarchical facet value, level by level. */
export interface HierarchyValue {
  text: string;
  children?: readonly HierarchyValue[];
}

/**
 * Toggles a value of a hierarchical facet at `fields[level]`. Unselecting it also unselects the values
 * nested under it at every level below, so a brand taken out of the filter takes its models with it, and
 * a kit category its subcategories and their sub-subcategories.
 */
export function toggleHierarchyValue(
  state: ListQueryState,
  fields: readonly string[],
  level: number,
  value: HierarchyValue,
  config: ListQueryConfig,
): ListQueryState {
  const field = fields[level];
  if (field === undefined) return state;
  if (!(state.filters[field] ?? []).includes(value.text))
    return withFilterValues(state, field, [...(state.filters[field] ?? []), value.text], config);
  const removed: Record<string, string[]> = { [field]: [value.text] };
  const collect = (children: readonly HierarchyValue[] | undefined, depth: number) => {
    const childField = fields[depth];
    if (!children || childField === undefined) return;
    for (const child of children) {
      (removed[childField] ??= []).push(child.text);
      collect(child.children, depth + 1);
    }
  };
  collect(value.children, level + 1);
  const filters = Object.fromEntries(
    Object.entries(state.filters).map(([key, values]) => [
      key,
      values.filter((selected) => !removed[key]?.includes(selected)),
    ]),
  );
  return { ...state, filters: normaliseFilters(filters, config), page: 0 };
}

/** The value at `level` of a hierarchy of facet values, with what is nested under it. */
function findHierarchyValue(
  values: readonly HierarchyValue[],
  level: number,
  text: string,
): HierarchyValue | undefined {
  if (level === 0) return values.find((value) => value.text === text);
  for (const value of values) {
    const found = findHierarchyValue(value.children ?? [], level - 1, text);
    if (found) return found;
  }
  return undefined;
}

/**
 * Removes one selected value (a chip's delete). A level of a hierarchical facet takes the values nested
 * under it along, as unselecting it in the panel does.
 */
export function withoutFilterValue(
  state: ListQueryState,
  field: string,
  value: string,
  facets: readonly Facet[],
  config: ListQueryConfig,
): ListQueryState {
  if (!(state.filters[field] ?? []).includes(value)) return state;
  for (const name of config.facets) {
    const fields = facetFields(name);
    const level = fields.indexOf(field);
    if (fields.length < 2 || level < 0) continue;
    const values = valueFacetValues(facets.find((facet) => facet.name === name));
    const nested = findHierarchyValue(values, level, value);
    return toggleHierarchyValue(state, fields, level, nested ?? { text: value }, config);
  }
  const remaining = (state.filters[field] ?? []).filter((selected) => selected !== value);
  return withFilterValues(state, field, remaining, config);
}

export function withSort(state: ListQueryState, sortName: string): ListQueryState {
  return { ...state, sortName, page: 0 };
}

/** A new keyphrase with the filters it brought (see splitKeyphrase), added to those already chosen. */
export function withKeyphrase(
  state: ListQueryState,
  keyphrase: string,
  addedFilters: ListFilters,
  config: ListQueryConfig,
): ListQueryState {
  const filters: Record<string, readonly string[]> = { ...state.filters };
  for (const [field, values] of Object.entries(addedFilters))
    filters[field] = [...(filters[field] ?? []), ...values];
  return { ...state, keyphrase: keyphrase.trim(), filters: normaliseFilters(filters, config), page: 0 };
}

/** No keyphrase and no filters; the sort stays. */
export function withoutCriteria(state: ListQueryState): ListQueryState {
  return { ...state, keyphrase: '', filters: {}, page: 0 };
}

export function hasCriteria(state: ListQueryState): boolean {
  return state.keyphrase !== '' || Object.keys(state.filters).length > 0;
}
