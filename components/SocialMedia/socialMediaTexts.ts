import { defineTexts } from '../../runtime';

/** The share block's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const SOCIAL_MEDIA_TEXTS = {
  shareTitle: 'Dela',
  shareOn: 'Dela på {{network}}',
  shareCopy: 'Kopiera länk',
  shareCopied: 'Länken är kopierad',
} as const;

export const useSocialMediaText = defineTexts(SOCIAL_MEDIA_TEXTS);
