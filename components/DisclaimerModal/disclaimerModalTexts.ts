import { defineTexts } from '../../runtime';

/**
 * Texts used when the Title, ApproveText or DeclineText fields are empty (the dialog's heading, the buttons),
 * with their Swedish defaults; each market's dictionary translates them.
 */
export const DISCLAIMER_TEXTS = {
  disclaimerTitle: 'Villkor',
  disclaimerApprove: 'Jag godkänner',
  disclaimerDecline: 'Avböj',
} as const;

export const useDisclaimerText = defineTexts(DISCLAIMER_TEXTS);
