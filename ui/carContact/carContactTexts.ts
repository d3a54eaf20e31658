import { defineTexts } from '../../runtime';

/**
 * The car contact section's dictionary keys with their Swedish defaults; each market's dictionary
 * translates them. `carDetailFormError` and 'Department not found' are the spec's (001 §8). Field labels
 * use the keys every lead form shares, `formLabel.<field>`.
 */
export const CAR_CONTACT_TEXTS = {
  carContactHeading: 'Kontakta säljaren',
  carContactSellers: 'Säljare',
  carContactSeller: 'Kontakta säljaren',
  carContactQuote: 'Få ett prisförslag',
  carContactTestDrive: 'Boka provkörning',
  carContactChooseSeller: 'Välj säljare *',
  carContactSuccessHeading: 'Tack! Vi har fått ditt meddelande.',
  carContactSuccessText: 'Säljaren hör av sig till dig så snart som möjligt.',
  carContactDepartmentNotFound: 'Department not found',
  carDetailFormError: 'Något gick fel och meddelandet kunde inte skickas. Försök igen om en stund.',
  'formLabel.name': 'Namn',
  'formLabel.phone': 'Telefon',
  'formLabel.email': 'E-post',
  'formLabel.message': 'Meddelande',
  'formLabel.seller': 'Säljare',
} as const;

export const useCarContactText = defineTexts(CAR_CONTACT_TEXTS);

/** Texts of the form's fields when they are invalid (a market's `formError.<field>.<rule>` wins). */
export const CAR_CONTACT_ERROR_DEFAULTS = {
  'name.required': 'Ange ditt namn',
  'name.pattern': 'Ange ditt namn',
  'phone.required': 'Ange ditt telefonnummer',
  'phone.pattern': 'Ange ett giltigt telefonnummer, 6–20 siffror',
  'email.required': 'Ange din e-postadress',
  'email.format': 'Ange en giltig e-postadress',
  'seller.required': 'Välj säljare',
} as const;

/** Dictionary keys the section reads, for the page that renders it. */
export const CAR_CONTACT_DICTIONARY_PREFIXES: readonly string[] = ['carContact', 'carDetailFormError'];
