import { defineTexts } from '../../runtime';

/**
 * The texts every lead form shows, with Swedish defaults like the rest of the runtime; each market's
 * dictionary translates them. A form's own texts (labels, submit, success, failure) are the form's.
 */
export const LEAD_FORM_TEXTS = {
  formSending: 'Skickar…',
  formRequiredNote: 'Fält markerade med * måste fyllas i.',
  formNoScript: 'Formuläret skickas med JavaScript. Slå på JavaScript i webbläsaren för att skicka det.',
} as const;

export const useLeadFormText = defineTexts(LEAD_FORM_TEXTS);

/** Dictionary keys only lead forms read: pages without a form are sent without them. */
export const LEAD_FORM_DICTIONARY_PREFIXES: readonly string[] = [
  'formError.',
  'formLabel.',
  ...Object.keys(LEAD_FORM_TEXTS),
];
