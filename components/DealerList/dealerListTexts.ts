/**
 * The dealer list's dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. Department types (`sales`, `service`, `parts`) read as `dealerListDepartmentType.<type>`, a type
 * without a key as itself.
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
  'dealerListDepartmentType.sales': 'Försäljning',
  'dealerListDepartmentType.service': 'Verkstad',
  'dealerListDepartmentType.parts': 'Reservdelar',
  dealerListBrands: 'Märken',
  dealerListCount: { one: '{{count}} anläggning', other: '{{count}} anläggningar' },
  dealerListNoResults: 'Inga anläggningar matchar din sökning.',
  dealerListError: 'Anläggningarna kunde inte visas just nu. Försök igen om en liten stund.',
} as const;

export const useDealerListText = defineTexts(DEALER_LIST_TEXTS);
