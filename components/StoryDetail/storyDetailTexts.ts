import { defineTexts } from '../../runtime';

/** The story page's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const STORY_DETAIL_TEXTS = {
  storyBack: 'Tillbaka',
  storyPrevious: 'Föregående artikel',
  storyNext: 'Nästa artikel',
  storyAuthor: 'Skribent',
  storyPublished: 'Publicerad',
  storyTags: 'Ämnen',
  storyNavigation: 'Fler artiklar',
} as const;

export const useStoryDetailText = defineTexts(STORY_DETAIL_TEXTS);
