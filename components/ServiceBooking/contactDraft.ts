/**
 * The contact details typed into step 4's form, kept in the tab's session storage while the visitor
 * changes workshop or time (the form is drawn anew for each slot) and forgotten once the booking is made.
 * A stored value of another shape reads as an empty form; where storage is blocked the details last the page
 * (ui/storage's session JSON, as the cart and the booking itself are kept).
 */
import { type ContactForm, sessionJsonStorage } from '../../ui';
import { CONTACT_MAX_LENGTH } from './contactFields';

const DRAFT_KEY = 'serviceBookingContact';

const EMPTY_CONTACT_FORM: ContactForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  freeText: '',
};

function cleanDraft(stored: unknown): ContactForm {
  if (typeof stored !== 'object' || stored === null) return EMPTY_CONTACT_FORM;
  const fields = stored as Partial<Record<keyof ContactForm, unknown>>;
  const field = (name: keyof ContactForm) => {
    const value = fields[name];
    // The longest text kept per field is what the form's input takes.
    return typeof value === 'string' ? value.slice(0, CONTACT_MAX_LENGTH[name]) : '';
  };
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    phone: field('phone'),
    email: field('email'),
    freeText: field('freeText'),
  };
}

const drafts = sessionJsonStorage(cleanDraft);

export const readContactDraft = (): ContactForm => drafts.getItem(DRAFT_KEY, EMPTY_CONTACT_FORM);

export function saveContactDraft(form: Partial<ContactForm>): void {
  try {
    drafts.setItem(DRAFT_KEY, cleanDraft(form));
  } catch {
    // Storage full: the details last the form.
  }
}

export const clearContactDraft = (): void => drafts.removeItem(DRAFT_KEY);
