/**
 * The tyre storage flow's dictionary keys with their Swedish defaults: spec 002 §8's texts verbatim, and
 * natural Swedish for the labels the spec does not give. Each market's dictionary may translate them. Every
 * key starts with `tireHotel`, the prefix the page asks for; the booking form's field errors are the form
 * layer's `formError.<field>.<rule>` keys with the defaults below. `{{…}}` placeholders are filled by the page.
 */
import { defineTexts } from '../../runtime';
import type { FormErrorDefaults } from '../forms/formErrorText';

export const TIRE_HOTEL_TEXTS = {
  // §8
  tireHotelNoAgreement: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
  tireHotelSomethingWrong: 'Något gick fel, var god och försök senare.',
  tireHotelNoDates:
    'Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.',
  tireHotelDaysFailed: 'Ett fel uppstod',
  tireHotelTimesFailed: 'Kunde inte hämta tider för valt datum.',
  tireHotelWorkshopCallsBack: 'Verkstaden återkommer med tid',
  // Search
  tireHotelSearchTitle: 'Boka däckbyte',
  tireHotelSearchIntro:
    'Har du dina däck i vårt däckhotell? Ange bilens registreringsnummer så loggar du in med en kod som vi skickar till din mobil.',
  tireHotelRegNoLabel: 'Registreringsnummer',
  tireHotelRegNoPlaceholder: 'ABC 123',
  tireHotelContinue: 'Fortsätt',
  tireHotelBookService: 'Boka service',
  tireHotelNeedsScript:
    'Inloggningen till däckhotellet behöver JavaScript. Slå på JavaScript i webbläsaren, eller mejla oss på {{email}} så hjälper vi dig.',
  tireHotelSessionEnded: 'Du har loggats ut. Sök på registreringsnumret igen för att logga in.',
  // Login
  tireHotelLoginTitle: 'Logga in',
  tireHotelLoginText: 'Vi skickar en kod till {{phone}}',
  tireHotelSendCode: 'Skicka kod',
  tireHotelOtherRegNo: 'Byt registreringsnummer',
  // Validate
  tireHotelValidateTitle: 'Ange koden',
  tireHotelValidateText: 'Skriv in koden med 4 siffror som vi skickade till {{phone}}.',
  tireHotelCode: 'Engångskod',
  tireHotelCodeDigit: 'Siffra {{position}} av {{count}}',
  tireHotelVerify: 'Verifiera',
  tireHotelNewCode: 'Skicka ny kod',
  // LoggedIn
  tireHotelLoggedInTitle: 'Din bil och dina däck',
  tireHotelVehicle: 'Bil',
  tireHotelRegNo: 'Registreringsnummer',
  tireHotelPackage: 'Avtal',
  tireHotelLocation: 'Här förvaras dina däck',
  tireHotelPhone: 'Telefon',
  tireHotelEmail: 'E-post',
  tireHotelTires: 'Dina däck',
  tireHotelTirePosition: 'Position',
  tireHotelTireName: 'Däck',
  tireHotelTireDimension: 'Dimension',
  tireHotelTirePattern: 'Mönster',
  tireHotelTireDepth: 'Mönsterdjup',
  tireHotelTireStatus: 'Status',
  tireHotelDepth: '{{depth}} mm',
  tireHotelNoTires: 'Det finns inga däck registrerade på bilen.',
  tireHotelReplacement:
    'Vi rekommenderar att du byter ut däck som är markerade nedan. Prata med verkstaden när du lämnar bilen.',
  tireHotelReplace: 'Byte rekommenderas',
  tireHotelBook: 'Boka tid',
  // Booking
  tireHotelBookingTitle: 'Boka tid för däckbyte',
  tireHotelDate: 'Välj datum',
  tireHotelPreviousMonth: 'Föregående månad',
  tireHotelNextMonth: 'Nästa månad',
  tireHotelDaysLoading: 'Hämtar lediga dagar …',
  tireHotelTime: 'Välj tid',
  tireHotelTimesFor: 'Lediga tider {{day}}',
  tireHotelTimesLoading: 'Hämtar tider …',
  tireHotelContact: 'Dina kontaktuppgifter',
  tireHotelFirstName: 'Förnamn',
  tireHotelLastName: 'Efternamn',
  tireHotelMobile: 'Mobilnummer',
  tireHotelMessage: 'Meddelande till verkstaden',
  tireHotelSubmit: 'Boka',
  tireHotelSubmitting: 'Bokar …',
  tireHotelDateRequired: 'Välj ett datum i kalendern.',
  tireHotelTimeRequired: 'Välj en tid.',
  tireHotelBack: 'Tillbaka',
  // Confirmation
  tireHotelConfirmationTitle: 'Tack för din bokning!',
  tireHotelConfirmationText: 'En bekräftelse skickas till {{email}}.',
  tireHotelBookingId: 'Bokningsnummer',
  tireHotelCustomer: 'Kund',
  tireHotelService: 'Tjänst',
  tireHotelAppointment: 'Tid',
  tireHotelAt: '{{day}} kl. {{time}}',
  tireHotelFullDay:
    'Lämna bilen på verkstaden på morgonen, senast kl. 08.00. Verkstaden återkommer med tid när bilen är klar.',
  tireHotelWorkshop: 'Verkstad',
  tireHotelYourMessage: 'Ditt meddelande',
  // Review
  tireHotelReview: 'Hur nöjd är du med din bokning?',
  tireHotelRating: 'Betyg',
  tireHotelStars: { one: '{{count}} stjärna', other: '{{count}} stjärnor' },
  tireHotelComment: 'Kommentar (frivillig)',
  tireHotelSendReview: 'Skicka',
  tireHotelReviewThanks: 'Tack för ditt omdöme!',
  // Footer
  tireHotelQuestions: 'Frågor om ditt däckhotell? Mejla oss på',
  tireHotelLogout: 'Logga ut',
} as const;

export type TireHotelTextKey = keyof typeof TIRE_HOTEL_TEXTS;

export const useTireHotelText = defineTexts(TIRE_HOTEL_TEXTS);

/** The booking form's field texts by `<field>.<rule>` (a market's `formError.*` entries win). */
export const TIRE_HOTEL_FORM_ERRORS: FormErrorDefaults = {
  'firstName.required': 'Ange ditt förnamn',
  'firstName.minLength': 'Ange ditt förnamn',
  'firstName.pattern': 'Ange ditt förnamn',
  'lastName.required': 'Ange ditt efternamn',
  'lastName.minLength': 'Ange ditt efternamn',
  'lastName.pattern': 'Ange ditt efternamn',
  'email.required': 'Ange din e-postadress',
  'email.format': 'Ange en giltig e-postadress',
  'phoneMobile.required': 'Ange ditt mobilnummer',
  'phoneMobile.pattern': 'Ange ett mobilnummer med 8–15 siffror',
};

/** Dictionary keys the flow reads, for the component that renders it. */
export const TIRE_HOTEL_DICTIONARY_PREFIXES: readonly string[] = ['tireHotel', 'formError'];
