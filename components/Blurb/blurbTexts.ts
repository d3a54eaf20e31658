import { defineTexts } from '../../runtime';

/** The blurb's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const BLURB_TEXTS = {
  blurbPlayVideo: 'Spela upp video',
  blurbPauseVideo: 'Pausa video',
  blurbVideo: 'Video',
} as const;

export const useBlurbText = defineTexts(BLURB_TEXTS);
