import { defineTexts } from '../../runtime';

/** The brand filter's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const BRAND_FACET_FILTER_TEXTS = {
  brandFilterLabel: 'Bilmärken',
  brandFilterCount: { one: '{{count}} bil', other: '{{count}} bilar' },
} as const;

export const useBrandFacetFilterText = defineTexts(BRAND_FACET_FILTER_TEXTS);
