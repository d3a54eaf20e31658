import { defineTexts } from '../../runtime';

/**
 * The sell-car form's dictionary keys with their Swedish defaults (the spec gives no wording); each market's
 * dictionary translates them. Field labels use the keys every lead form shares, `formLabel.<field>`.
 */
export const SELL_CAR_FORM_TEXTS = {
  sellCarFormHeading: 'Sälj din bil',
  sellCarFormSubmit: 'Skicka',
  sellCarFormFailure: 'Något gick fel och uppgifterna kunde inte skickas. Försök igen om en stund.',
  sellCarFormSuccessHeading: 'Tack! Vi har fått dina uppgifter.',
  sellCarFormSuccessText: 'Vi hör av oss med en värdering av din bil så snart vi kan.',
  'formLabel.regno': 'Registreringsnummer',
  'formLabel.milage': 'Miltal',
  'formLabel.customerName': 'Namn',
  'formLabel.customerPhone': 'Telefon',
  'formLabel.customerEmail': 'E-post',
  'formLabel.other': 'Övrigt',
} as const;

export const useSellCarFormText = defineTexts(SELL_CAR_FORM_TEXTS);

/** The radio's text when nothing is chosen; a market's `formError.option.required` wins. */
export const SELL_CAR_ERROR_DEFAULTS = { 'option.required': 'Välj ett av alternativen' } as const;
