import { defineTexts } from '../../runtime';

/** The file list's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const FILE_LIST_TEXTS = {
  filesShowMore: 'Visa fler',
  filesShowLess: 'Visa färre',
} as const;

export const useFileListText = defineTexts(FILE_LIST_TEXTS);
