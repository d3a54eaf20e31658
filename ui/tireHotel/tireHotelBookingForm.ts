/**
 * The tyre storage booking form's check (spec 002 §5): react-hook-form's resolver over the form schema's
 * generated validator (schemas/tireHotelBookingForm.schema.json), each failure shown with its
 * `formError.<field>.<rule>` text, like the lead forms. What the fields hold is trimmed and blanks dropped
 * before the check, so the values the page sends are exactly those the schema accepted.
 */
import type { Resolver } from 'react-hook-form';
import type { TireHotelBookingFormValues } from '../../schemas/generated/tireHotelBookingForm';
import { formErrorText, type TranslateKeys } from '../forms/formErrorText';
import { compactValues, schemaResolver } from '../forms/schemaResolver';
import { validate } from '../forms/validators/tireHotelBookingForm.generated';
import { TIRE_HOTEL_FORM_ERRORS } from './tireHotelTexts';

/** What the fields hold. */
export interface TireHotelBookingFormState {
  firstName: string;
  lastName: string;
  email: string;
  phoneMobile: string;
  freeText: string;
}

export const EMPTY_BOOKING_FORM: TireHotelBookingFormState = {
  firstName: '',
  lastName: '',
  email: '',
  phoneMobile: '',
  freeText: '',
};

/** The resolver of the booking form; `translate` is the page's dictionary lookup. */
export function tireHotelBookingResolver(
  translate: TranslateKeys,
): Resolver<TireHotelBookingFormState, unknown, TireHotelBookingFormValues> {
  return schemaResolver<TireHotelBookingFormState, TireHotelBookingFormValues>({
    validate,
    toValues: (state) => compactValues(state) as unknown as TireHotelBookingFormValues,
    message: (error) => formErrorText(translate, error, TIRE_HOTEL_FORM_ERRORS),
  });
}
