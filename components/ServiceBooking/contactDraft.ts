/**
 * The contact details typed into step 4's form, kept in the tab's session storage while the visitor
 * changes workshop or time (the form is drawn anew for each slot) and forgotten once the booking is made.
 * A stored value of another shape reads as an empty form; where storage is blocked nothing is kept.
 */
import type { ContactForm } from '../../ui';
import { CONTACT_MAX_LENGTH } from './contactFields';

const DRAFT_KEY = 'serviceBookingContact';

export const EMPTY_CONTACT_FORM: ContactForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  freeText: '',
};

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

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

export function readContactDraft(): ContactForm {
  try {
    return cleanDraft(JSON.parse(sessionStore()?.getItem(DRAFT_KEY) ?? 'null'));
  } catch {
    return EMPTY_CONTACT_FORM;
  }
}

export function saveContactDraft(form: Partial<ContactForm>): void {
  try {
    sessionStore()?.setItem(DRAFT_KEY, JSON.stringify(cleanDraft(form)));
  } catch {
    // Storage full or blocked: the details last the form.
  }
}

export function clearContactDraft(): void {
  try {
    sessionStore()?.removeItem(DRAFT_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
