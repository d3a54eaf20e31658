import { defineTexts } from '../../runtime';

/**
 * The carousel's dictionary keys with their Swedish defaults; each market's dictionary translates them.
 * The keys it shares with Carousel mean the same there and have the same defaults.
 */
export const CAROUSEL_V2_TEXTS = {
  carouselLabel: 'Bildspel',
  carouselRoleDescription: 'karusell',
  carouselSlideRoleDescription: 'bild',
  carouselSlideLabel: '{{index}} av {{count}}',
  carouselPrevious: 'Föregående bild',
  carouselNext: 'Nästa bild',
  carouselTabs: 'Välj bild',
  carouselTab: 'Bild {{index}}',
  carouselPause: 'Pausa bildspelet',
  carouselPlay: 'Starta bildspelet',
} as const;

export const useCarouselV2Text = defineTexts(CAROUSEL_V2_TEXTS);
