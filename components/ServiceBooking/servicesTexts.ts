/**
 * Texts of the service booking's steps 2 and 3 that spec 002 does not word (labels, buttons, loading and
 * screen-reader texts), as dictionary keys with Swedish defaults; the spec's own texts are
 * `useServiceBookingText`'s. Every key starts with `serviceBooking`, the prefix the booking page loads.
 */
import { defineTexts } from '../../runtime';

export const SERVICES_TEXTS = {
  serviceBookingContinue: 'Fortsätt',
  serviceBookingContinueWithoutAddons: 'Fortsätt utan tillval',
  serviceBookingRetry: 'Försök igen',
  serviceBookingLoadingServices: 'Hämtar tjänster för din bil …',
  serviceBookingLoadingAddons: 'Hämtar tillval …',
  serviceBookingMileageLabel: 'Miltal',
  serviceBookingMileageInvalid: 'Ange miltalet i hela mil, från 1 till {{max}}',
  serviceBookingUnitLabel: 'Antal ({{unit}})',
  serviceBookingMessageLabel: 'Meddelande till verkstaden',
  serviceBookingCharactersLeft: '{{count}} tecken kvar',
  serviceBookingAgreementPrice: 'Pris med serviceavtal',
  serviceBookingListPrice: 'Ordinarie pris',
} as const;

export const useServicesText = defineTexts(SERVICES_TEXTS);
