/**
 * The service booking's dictionary keys with their Swedish defaults (spec 002 §5, §6, §8 give the texts);
 * each market's dictionary may translate them. Every key starts with `serviceBooking`, the prefix the
 * booking page asks for. `{{…}}` placeholders are filled by the page.
 */
import { defineTexts } from '../../runtime';

export const SERVICE_BOOKING_TEXTS = {
  // §8: the first entry of a refused call's error result
  serviceBookingInvalidReg: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
  serviceBookingVehicleNotFound: 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
  serviceBookingBrandNotSupported: 'Vi kan inte erbjuda service för bilar av märket {{brand}}.',
  serviceBookingServerError: 'Något gick fel, försök igen',
  serviceBookingTimeslotNotAvailable: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
  // §8: the other failures and notes
  serviceBookingServicesFailed: 'Något gick fel, vänligen försök igen senare.',
  serviceBookingServicesFailedContact: 'Kontakta oss på {{email}}',
  serviceBookingNoWorkshops: 'Vi kan ej hitta några anläggningar som passar dig',
  serviceBookingNoPrice: 'Pris saknas*',
  serviceBookingNoPriceNote: '*Vissa priser kan bara beräknas när bokningen har kommit till verkstaden.',
  serviceBookingMapsFailed: 'Failed to load Google Maps API',
  // §6: a car with a service agreement
  serviceBookingAgreementNote: 'Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.',
  // §5: the fields' texts
  serviceBookingPlatePlaceholder: 'ABC 123',
  serviceBookingUnsupportedBrand:
    'Du bokar din service, däckbyte och verkstad för {{brand}} via länken högst upp på sidan.',
  serviceBookingGeolocationRefused:
    'För att använda funktionen behöver din webbläsare kunna använda platstjänster.',
  serviceBookingUnavailableOffering: '{{name}} är inte tillgänglig för denna bilmodell',
  serviceBookingEnterMessage: 'Ange meddelande',
  serviceBookingEnterMileage: 'Ange miltal',
  serviceBookingMileageUnit: 'mil',
} as const;

export type ServiceBookingTextKey = keyof typeof SERVICE_BOOKING_TEXTS;

export const useServiceBookingText = defineTexts(SERVICE_BOOKING_TEXTS);

/** Dictionary keys the booking's pieces read, for the component that renders them. */
export const SERVICE_BOOKING_DICTIONARY_PREFIXES: readonly string[] = ['serviceBooking'];
