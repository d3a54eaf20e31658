/**
 * 'Välj bil' (spec 002 §2 "Kits listing"): the car the kits must fit, chosen level by level — brand,
 * model, model type with its years — from the `manufacturer>model>type_manf_year` facet. Choosing a level
 * drops the levels below it (another brand's models do not apply); choosing "all" at a level drops it and
 * those below.
 */
import type { Facet, FacetValue } from '../../runtime';
import { facetFields, findFacet, type ListQueryState, valueFacetValues, withFilterValues } from '../../ui';
import { KIT_CAR_FACET, KITS_LIST_CONFIG } from './kitsQuery';

export const CAR_CHOICE_FIELDS = facetFields(KIT_CAR_FACET);

/** The state with level `level` set to `value` (null: no choice), the levels below it cleared. */
export function withCarChoice(state: ListQueryState, level: number, value: string | null): ListQueryState {
  return CAR_CHOICE_FIELDS.slice(level).reduce(
    (next, field, index) =>
      withFilterValues(next, field, index === 0 && value !== null ? [value] : [], KITS_LIST_CONFIG),
    state,
  );
}

export interface CarChoiceLevel {
  field: string;
  /** The value chosen at this level, if any. */
  chosen: string | null;
  /** What can be chosen: the values under the level above's choice (none until that is chosen). */
  options: readonly FacetValue[];
}

/**
 * The three levels as the widget shows them. A level lists values only once the level above has a
 * choice; a URL's choice the facet does not know (no kits fit it) is still shown as chosen.
 */
export function carChoiceLevels(facets: readonly Facet[], state: ListQueryState): CarChoiceLevel[] {
  const levels: CarChoiceLevel[] = [];
  let options: readonly FacetValue[] = valueFacetValues(findFacet(facets, KIT_CAR_FACET));
  for (const field of CAR_CHOICE_FIELDS) {
    const chosen = state.filters[field]?.[0] ?? null;
    levels.push({ field, chosen, options });
    options = options.find((option) => option.text === chosen)?.children ?? [];
  }
  return levels;
}
