import { defineTexts } from '../../runtime';

/** The site selection's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const SITE_SELECTION_TEXTS = {
  /** Read before a site's address by screen readers. */
  siteSelectionAddress: 'Adress',
  /** Read before a site's phone number by screen readers. */
  siteSelectionPhone: 'Telefon',
} as const;

export const useSiteSelectionText = defineTexts(SITE_SELECTION_TEXTS);
