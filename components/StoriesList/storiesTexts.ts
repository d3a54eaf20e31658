import { defineTexts } from '../../runtime';

/** The stories list's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const STORIES_LIST_TEXTS = {
  storiesNoResults: 'Inga artiklar hittades.',
  storiesLoadError: 'Det gick inte att hämta fler artiklar.',
  storiesRetry: 'Försök igen',
  storiesShowAll: 'Visa alla',
  storiesFilterLabel: 'Filtrera artiklar',
  storiesReadMore: 'Läs mer',
  storiesLoadMore: 'Ladda fler',
  storiesLoading: 'Laddar artiklar',
} as const;

export const useStoriesListText = defineTexts(STORIES_LIST_TEXTS);
