import { useTranslation } from 'react-i18next';

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

export type NavTextKey = keyof typeof NAV_TEXTS;

export function useNavText(): (key: NavTextKey) => string {
  const { t } = useTranslation();
  return (key) => t(key, { defaultValue: NAV_TEXTS[key] });
}
