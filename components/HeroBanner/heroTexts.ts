import { useTranslation } from 'react-i18next';

/** The hero's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const HERO_TEXTS = {
  heroSearch: 'Sök',
  heroClear: 'Rensa',
  heroScrollDown: 'Scrolla ned',
  heroPause: 'Pausa',
  heroMute: 'Ljud av',
} as const;

export type HeroTextKey = keyof typeof HERO_TEXTS;

export function useHeroText(): (key: HeroTextKey) => string {
  const { t } = useTranslation();
  return (key) => t(key, { defaultValue: HERO_TEXTS[key] });
}
