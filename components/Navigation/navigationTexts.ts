import { defineTexts } from '../../runtime';

/** The navigation's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const NAV_TEXTS = {
  navMenu: 'Meny',
  navClose: 'Stäng',
  navBack: 'Tillbaka',
  navShowMore: 'Visa mer',
  navSearch: 'Sök',
  navSearchPlaceholder: 'Vad letar du efter?',
  navLanguage: 'Språk',
  navHome: 'Till startsidan',
} as const;

export const useNavText = defineTexts(NAV_TEXTS);
