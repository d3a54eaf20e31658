/**
 * The booking page's own texts (the frame of the steps, the summary and the confirmation), with Swedish
 * defaults; spec texts are in ui/serviceBooking/bookingTexts.ts. Keys start with `serviceBooking`.
 */
import { defineTexts } from '../../runtime';

export const useBookingPageText = defineTexts({
  serviceBookingStepOf: 'Steg {{step}}/{{steps}}',
  serviceBookingStep1Title: 'Registreringsnummer och ort',
  serviceBookingStep2Title: 'Välj tjänster',
  serviceBookingStep3Title: 'Dina tillval',
  serviceBookingStep4Title: 'Välj verkstad och tid',
  serviceBookingChange: 'Ändra',
  serviceBookingDone: 'Klart',
  serviceBookingNoAddons: 'Inga tillval',
  serviceBookingServiceCount: { one: '{{count}} tjänst', other: '{{count}} tjänster' },
  serviceBookingSummaryTitle: 'Summering av val',
  serviceBookingSummaryEmpty: 'Dina val visas här när du har angett bil och ort.',
  serviceBookingSummaryCar: 'Bil',
  serviceBookingSummaryPlace: 'Ort',
  serviceBookingSummaryServices: 'Tjänster',
  serviceBookingSummaryAddons: 'Tillval',
  serviceBookingSummaryWorkshop: 'Verkstad',
  serviceBookingSummaryTime: 'Tid',
  serviceBookingTotal: 'Totalt',
  serviceBookingTotalNote: 'Pris inkl. moms. Slutligt pris bekräftas av verkstaden.',
  serviceBookingOpenSummary: 'Visa summering',
  serviceBookingCloseSummary: 'Stäng summering',
  serviceBookingConfirmedTitle: 'Bokning bekräftad',
  serviceBookingConfirmedText:
    'Tack för din bokning! En bekräftelse skickas till din e-post. Välkommen till verkstaden.',
  serviceBookingBookingNumber: 'Bokningsnummer',
  serviceBookingDirections: 'Vägbeskrivning',
  serviceBookingNewBooking: 'Ny bokning',
  serviceBookingNeedsScript:
    'Bokningen behöver JavaScript. Slå på JavaScript i webbläsaren, eller mejla oss på {{email}} så bokar vi åt dig.',
});
