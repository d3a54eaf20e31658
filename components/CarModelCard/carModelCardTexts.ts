import { defineTexts } from '../../runtime';

/** The card's dictionary keys with their Swedish defaults; each market's dictionary translates them. */
export const CAR_MODEL_CARD_TEXTS = {
  carModelCardCampaign: 'Kampanj',
} as const;

export const useCarModelCardText = defineTexts(CAR_MODEL_CARD_TEXTS);
