/**
 * The dealer list's dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. Department types and the brand logos' label are the dealer pages' shared texts (ui/dealers).
 */
import { defineTexts } from '../../runtime';

export const DEALER_LIST_TEXTS = {
  dealerListLabel: 'Våra anläggningar',
  dealerListSearchLabel: 'Sök anläggning',
  dealerListSearchPlaceholder: 'Ort, namn, adress eller märke',
  dealerListSearchButton: 'Sök',
  dealerListFilterButton: 'Visa',
  dealerListClear: 'Rensa filter',
  dealerListFacetRegion: 'Län',
  dealerListFacetCity: 'Ort',
  dealerListFacetBrand: 'Märke',
  dealerListFacetDepartment: 'Avdelning',
  dealerListCount: { one: '{{count}} anläggning', other: '{{count}} anläggningar' },
  dealerListNoResults: 'Inga anläggningar matchar din sökning.',
  dealerListError: 'Anläggningarna kunde inte visas just nu. Försök igen om en liten stund.',
} as const;

export const useDealerListText = defineTexts(DEALER_LIST_TEXTS);
