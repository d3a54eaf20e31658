import { defineTexts } from '../../runtime';

/** The carousel's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const CAROUSEL_TEXTS = {
  carouselLabel: 'Bildspel',
  carouselRoleDescription: 'karusell',
  carouselSlideRoleDescription: 'bild',
  carouselSlideLabel: '{{index}} av {{count}}',
  carouselPrevious: 'Föregående bild',
  carouselNext: 'Nästa bild',
  carouselGoTo: 'Visa bild {{index}}',
  carouselSearch: 'Sök',
} as const;

export const useCarouselText = defineTexts(CAROUSEL_TEXTS);
