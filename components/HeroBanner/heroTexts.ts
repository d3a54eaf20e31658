import { defineTexts } from '../../runtime';

/** The hero's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const HERO_TEXTS = {
  heroSearch: 'Sök',
  heroClear: 'Rensa',
  heroScrollDown: 'Scrolla ned',
  heroPause: 'Pausa',
  heroMute: 'Ljud av',
} as const;

export const useHeroText = defineTexts(HERO_TEXTS);
