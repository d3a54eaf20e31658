/**
 * The dictionary keys of the shared list parts (filter panel, range facet, selected-filter chips) with
 * their Swedish defaults. They keep the car list's names, which every market's dictionary already
 * translates; a list's own texts (its count, load more, errors) stay with the list.
 */
import { defineTexts } from '../../runtime';

export const LIST_QUERY_TEXTS = {
  carListSelectedFilters: 'Valda filter',
  carListClearAll: 'Rensa alla',
  carListRemoveFilter: 'Ta bort filtret {{label}}',
  carListKeyphraseChip: 'Sökord: {{keyphrase}}',
  carListFacetSearch: 'Sök',
  carListFacetNoMatch: 'Inga alternativ matchar.',
  carListRangeMin: 'Från',
  carListRangeMax: 'Till',
} as const;

export const useListQueryText = defineTexts(LIST_QUERY_TEXTS);
