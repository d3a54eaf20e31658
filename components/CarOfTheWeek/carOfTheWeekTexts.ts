import { defineTexts } from '../../runtime';

/**
 * Car of the week's dictionary keys with their Swedish defaults; each market's dictionary translates them.
 * The carousel's role description and slide label are the image carousels' keys, translated once.
 */
export const CAR_OF_THE_WEEK_TEXTS = {
  carOfTheWeekHeading: 'Veckans bil',
  carOfTheWeekShowAll: 'Se alla bilar',
  carOfTheWeekPrevious: 'Föregående bil',
  carOfTheWeekNext: 'Nästa bil',
  carOfTheWeekSlideRoleDescription: 'bil',
  carouselRoleDescription: 'karusell',
  carouselSlideLabel: '{{index}} av {{count}}',
} as const;

export const useCarOfTheWeekText = defineTexts(CAR_OF_THE_WEEK_TEXTS);
