import { defineTexts } from '../../runtime';

/** The teaser's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const STORIES_TEASER_TEXTS = {
  storiesShowMore: 'Visa fler',
} as const;

export const useStoriesTeaserText = defineTexts(STORIES_TEASER_TEXTS);
