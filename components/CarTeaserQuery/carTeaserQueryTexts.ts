import { defineTexts } from '../../runtime';

/** The query car teaser's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const CAR_TEASER_QUERY_TEXTS = {
  /** The button to the car list showing the same search, when the block has no link of its own. */
  carTeaserShowAll: 'Visa alla bilar',
  /** The name of the row of cards when the block has no title. */
  carTeaserCars: 'Bilar',
} as const;

export const useCarTeaserQueryText = defineTexts(CAR_TEASER_QUERY_TEXTS);
