/**
 * The checkbox options of a value facet in the filter panel: plain values, a hierarchy (a brand's models
 * nested under it, a kit category's subcategories, shown while the parent is selected), or, for the car
 * list's brand code field only, brand codes collapsed into their base code (one option selects all of
 * its codes).
 */
import type { Facet, FacetValue } from '../../runtime';
import { BRAND_FACET_FIELD } from '../carList/carListSearchQuery';
import { collapseBrandCodes } from '../carList/collapseBrandCodes';
import { valueFacetValues } from './facetValues';
import {
  facetFields,
  type ListQueryConfig,
  type ListQueryState,
  toggleFilterValues,
  toggleHierarchyValue,
} from './listQueryState';

export interface FacetOption {
  /** Unique within its facet. */
  id: string;
  label: string;
  /** The query parameter and value the option's checkbox submits in a form (without JavaScript). */
  field: string;
  value: string;
  count: number;
  selected: boolean;
  /** The state after ticking or unticking the option. */
  toggled: ListQueryState;
  /** Options nested under this one (a brand's models). */
  children?: FacetOption[];
}

function hierarchyOptions(
  values: readonly FacetValue[],
  fields: readonly string[],
  level: number,
  state: ListQueryState,
  config: ListQueryConfig,
): FacetOption[] {
  const field = fields[level] ?? '';
  const selected = state.filters[field] ?? [];
  return values.map((value) => ({
    id: `${level}:${value.text}`,
    label: value.text,
    field,
    value: value.text,
    count: value.count,
    selected: selected.includes(value.text),
    toggled: toggleHierarchyValue(state, fields, level, value, config),
    ...(value.children && level + 1 < fields.length
      ? { children: hierarchyOptions(value.children, fields, level + 1, state, config) }
      : {}),
  }));
}

export function facetOptions(facet: Facet, state: ListQueryState, config: ListQueryConfig): FacetOption[] {
  const values = valueFacetValues(facet);
  const fields = facetFields(facet.name);
  if (fields.length > 1) return hierarchyOptions(values, fields, 0, state, config);
  const field = facet.name;
  const selected = state.filters[field] ?? [];
  const groups =
    field === BRAND_FACET_FIELD
      ? collapseBrandCodes(values)
      : values.map((value) => ({ code: value.text, codes: [value.text], count: value.count }));
  return groups.map((group) => ({
    id: group.code,
    label: group.code,
    field,
    value: group.code,
    count: group.count,
    selected: group.codes.every((code) => selected.includes(code)),
    toggled: toggleFilterValues(state, field, group.codes, config),
  }));
}
