import { defineTexts } from '../../runtime';

/** The countdown's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const COUNTDOWN_TEXTS = {
  countdownDays: 'dagar',
  countdownHours: 'timmar',
  countdownMinutes: 'minuter',
  countdownSeconds: 'sekunder',
  countdownLabel: 'Nedräkning',
  countdownFinished: 'Nedräkningen är slut',
} as const;

export const useCountdownText = defineTexts(COUNTDOWN_TEXTS);
