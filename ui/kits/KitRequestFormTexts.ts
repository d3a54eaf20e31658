import { defineTexts } from '../../runtime';
import { LEAD_FORM_DICTIONARY_PREFIXES } from '../forms/formTexts';

/**
 * The kit request form's dictionary keys with their Swedish defaults, the kit catalogue's language (the
 * spec gives no wording beyond the button); each market's dictionary translates them. Field labels use
 * the keys every lead form shares, `formLabel.<field>`.
 */
export const KIT_REQUEST_FORM_TEXTS = {
  kitRequestFormHeading: 'Skicka en förfrågan',
  kitRequestFormIntro:
    'Lämna dina kontaktuppgifter så återkommer vi med ett erbjudande på produkterna i varukorgen.',
  kitRequestFormSubmit: 'Skicka förfrågan',
  kitRequestFormEmptyCart: 'Lägg till minst en produkt i varukorgen för att kunna skicka en förfrågan.',
  kitRequestFormCartInvalid:
    'Varukorgen kan inte skickas som den är. Ta bort produkterna, lägg till dem igen och försök på nytt.',
  kitRequestFormFailure: 'Något gick fel och förfrågan kunde inte skickas. Försök igen om en stund.',
  kitRequestFormSuccessHeading: 'Tack! Vi har tagit emot din förfrågan.',
  kitRequestFormSuccessText: 'Vi återkommer till dig inom kort.',
  'formLabel.customerName': 'Namn',
  'formLabel.customerPhone': 'Telefon',
  'formLabel.customerEmail': 'E-post',
  'formLabel.message': 'Meddelande',
  'formLabel.gdpr': 'Jag godkänner att mina uppgifter sparas och används för att besvara förfrågan.',
} as const;

export const useKitRequestFormText = defineTexts(KIT_REQUEST_FORM_TEXTS);

/** Error texts of this form's own rules (a market's `formError.<field>.<rule>` wins). */
export const KIT_REQUEST_ERROR_DEFAULTS = {
  'kits.maxItems': 'Du kan skicka högst {{limit}} produkter i en förfrågan. Ta bort några ur varukorgen.',
  'customerPhone.pattern': 'Ange ett giltigt telefonnummer, 6–20 siffror',
  'gdpr.const': 'Du måste godkänna att vi behandlar dina uppgifter',
} as const;

/** Dictionary keys the form reads, for the component that renders it (its `dictionaryPrefixes`). */
export const KIT_REQUEST_DICTIONARY_PREFIXES: readonly string[] = [
  ...LEAD_FORM_DICTIONARY_PREFIXES,
  'kitRequestForm',
];
