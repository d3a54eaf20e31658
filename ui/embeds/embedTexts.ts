import { defineTexts } from '../../runtime';

/**
 * The texts embedded third-party forms (Jotform, HubSpot) show, with Swedish defaults like the rest of
 * the runtime; each market's dictionary translates them. A Jotform form's own labels, button and success
 * heading are the form's, in its language.
 */
export const EMBEDDED_FORM_TEXTS = {
  embeddedFormEditMode: 'Formuläret visas inte i redigeringsläget. Förhandsgranska sidan för att se det.',
  embeddedFormChoose: 'Välj',
  embeddedFormFailure: 'Formuläret kunde inte skickas. Dina uppgifter finns kvar, försök igen.',
  embeddedFormRetry: 'Försök igen',
} as const;

export const useEmbeddedFormText = defineTexts(EMBEDDED_FORM_TEXTS);

/** Dictionary keys only pages with an embedded form read. */
export const EMBEDDED_FORM_DICTIONARY_PREFIX = 'embeddedForm';
