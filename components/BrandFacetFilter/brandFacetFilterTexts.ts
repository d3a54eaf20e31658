import { defineTexts } from '../../runtime';

/** The brand filter's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const BRAND_FACET_FILTER_TEXTS = {
  brandFilterLabel: 'Bilmärken',
  brandFilterCount: '{{count}} bilar',
  brandFilterCountOne: '1 bil',
} as const;

export const useBrandFacetFilterText = defineTexts(BRAND_FACET_FILTER_TEXTS);
