/**
 * The texts of step 4's second half, the time slot calendar and the contact form with the booking, that
 * the spec does not word (labels, buttons, hints, the fields' messages); the spec's own texts come from
 * `useServiceBookingText`. Swedish defaults, each market's dictionary may translate them; every key starts
 * with `serviceBooking`, the prefix the booking page loads. `{{…}}` placeholders are filled by the page.
 */
import { defineTexts } from '../../runtime';

export const BOOKING_SLOTS_TEXTS = {
  // The chosen workshop and slot, above the calendar and the form
  serviceBookingSlotsChosenWorkshop: 'Vald verkstad',
  serviceBookingSlotsChange: 'Ändra verkstad eller tid',
  // The calendar
  serviceBookingSlotsCalendar: 'Välj dag',
  serviceBookingSlotsPreviousWeek: 'Föregående vecka',
  serviceBookingSlotsNextWeek: 'Nästa vecka',
  serviceBookingSlotsWeeks: 'Vecka {{first}}–{{last}}',
  serviceBookingSlotsLoading: 'Hämtar lediga tider…',
  serviceBookingSlotsNoneFetched: 'Vi kunde inte hämta några lediga tider just nu.',
  serviceBookingSlotsRetry: 'Försök igen',
  serviceBookingSlotsNoneShown:
    'Inga lediga tider de här veckorna. Bläddra framåt eller välj en annan verkstad.',
  serviceBookingSlotsDayFree: '{{day}}, lediga tider',
  serviceBookingSlotsDayFull: '{{day}}, inga lediga tider',
  serviceBookingSlotsTimes: 'Lediga tider {{day}}',
  serviceBookingSlotsFullDay: 'Heldag – lämna bilen före 08:00',
  // The contact form
  serviceBookingContactHeading: 'Dina kontaktuppgifter',
  serviceBookingContactSlot: '{{day}} kl. {{time}}',
  serviceBookingContactFullDaySlot: '{{day}}, heldag – lämna bilen före 08:00',
  serviceBookingContactFirstName: 'Förnamn',
  serviceBookingContactLastName: 'Efternamn',
  serviceBookingContactPhone: 'Mobilnummer',
  serviceBookingContactEmail: 'E-post',
  serviceBookingContactMessage: 'Meddelande till verkstaden (valfritt)',
  serviceBookingContactCounter: '{{count}}/{{max}}',
  serviceBookingContactFirstNameRequired: 'Ange förnamn',
  serviceBookingContactLastNameRequired: 'Ange efternamn',
  serviceBookingContactNameTooLong: 'Högst {{max}} tecken',
  serviceBookingContactPhoneRequired: 'Ange telefonnummer',
  serviceBookingContactPhoneInvalid: 'Ange ett giltigt telefonnummer',
  serviceBookingContactEmailRequired: 'Ange e-postadress',
  serviceBookingContactEmailInvalid: 'Ange en giltig e-postadress',
  serviceBookingContactMessageTooLong: 'Meddelandet får vara högst {{max}} tecken',
  serviceBookingContactSubmit: 'Boka tid',
  serviceBookingContactSubmitting: 'Bokar…',
} as const;

export const useBookingSlotsText = defineTexts(BOOKING_SLOTS_TEXTS);
