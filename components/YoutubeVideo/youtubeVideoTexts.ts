import { defineTexts } from '../../runtime';

/** The video's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const YOUTUBE_VIDEO_TEXTS = {
  videoPlay: 'Spela upp video',
} as const;

export const useYoutubeVideoText = defineTexts(YOUTUBE_VIDEO_TEXTS);
