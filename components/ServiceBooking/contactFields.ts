/**
 * Step 4's contact fields in one place: each field's input (label, autocomplete, keyboard) and the longest
 * text it takes, so the form's inputs and the draft kept in the tab (contactDraft.ts) share one bound.
 */
import type { HTMLAttributes } from 'react';
import {
  type ContactField,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../ui';
import type { BOOKING_SLOTS_TEXTS } from './bookingSlotsTexts';

/** The longest text each field takes: its input's `maxLength`, and what the stored draft keeps. */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  freeText: MESSAGE_MAX_LENGTH,
};

export interface ContactFieldSpec {
  name: Exclude<ContactField, 'freeText'>;
  label: keyof typeof BOOKING_SLOTS_TEXTS;
  autoComplete: string;
  type: 'text' | 'tel' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** The required one-line fields, in the form's order (the message to the workshop follows them). */
export const CONTACT_FIELDS: readonly ContactFieldSpec[] = [
  { name: 'firstName', label: 'serviceBookingContactFirstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'serviceBookingContactLastName', autoComplete: 'family-name', type: 'text' },
  {
    name: 'phone',
    label: 'serviceBookingContactPhone',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
  },
  {
    name: 'email',
    label: 'serviceBookingContactEmail',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
  },
];
