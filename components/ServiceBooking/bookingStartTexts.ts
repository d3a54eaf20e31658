/**
 * The texts of the booking page's header and step 1 that the spec does not give (headings, labels, button
 * names, the place search's failures), with their Swedish defaults; each market's dictionary may translate
 * them. Every key starts with `serviceBooking`, the prefix the booking page loads. The spec's own texts
 * (placeholder, unsupported brand, geolocation refusal, the lookup errors) come from useServiceBookingText.
 */
import { defineTexts } from '../../runtime';

export const BOOKING_START_TEXTS = {
  // The header
  serviceBookingDefaultTitle: 'Boka service, däckbyte och verkstad',
  serviceBookingOtherBrands: 'Har du en BMW, MINI, Porsche eller IVECO? Boka service via länkarna.',
  serviceBookingOtherBrandsLabel: 'Boka service för andra märken',
  serviceBookingCarTitle: 'Boka service för din {{brand}}',
  serviceBookingAuthorizedTitle: 'Boka service för din {{brand}} hos en auktoriserad {{brand}}-verkstad',
  serviceBookingAllBrandsNote:
    'Våra verkstäder servar bilar av alla märken och följer alltid tillverkarens serviceprogram.',
  serviceBookingShowBrands: 'Visa märken vi är auktoriserade för',
  serviceBookingHideBrands: 'Dölj märken vi är auktoriserade för',
  // Step 1
  serviceBookingPlateLabel: 'Registreringsnummer',
  serviceBookingPlaceLabel: 'Ort',
  serviceBookingPlacePlaceholder: 'Sök ort, t.ex. Göteborg',
  serviceBookingPlaceNoOptions: 'Ingen ort hittades',
  serviceBookingPlaceLoading: 'Söker …',
  serviceBookingPlaceSearchFailed: 'Det gick inte att söka efter orter just nu. Försök igen om en stund.',
  serviceBookingPlaceFailed: 'Det gick inte att hämta orten. Välj den igen.',
  serviceBookingUseMyPosition: 'Använd min position',
  serviceBookingPositionFailed: 'Vi kunde inte hitta din position. Sök efter en ort i stället.',
  serviceBookingNoPlaceNearby:
    'Vi hittade ingen ort i Sverige nära din position. Sök efter en ort i stället.',
} as const;

export const useBookingStartText = defineTexts(BOOKING_START_TEXTS);
