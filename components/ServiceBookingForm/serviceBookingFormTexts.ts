import { defineTexts } from '../../runtime';

/**
 * The workshop form's dictionary keys with Norwegian defaults, the language the spec gives the form in
 * (its success and failure texts are the spec's). Labels use the keys every lead form shares,
 * `formLabel.<field>`; error texts default to `SERVICE_BOOKING_ERROR_DEFAULTS`.
 */
export const SERVICE_BOOKING_FORM_TEXTS = {
  serviceBookingFormHeading: 'Bestill verkstedtime',
  serviceBookingFormSubmit: 'Send forespørsel',
  serviceBookingFormFailure: 'Noe gikk galt, vennligst prøv igjen senere.',
  serviceBookingFormSuccessHeading: 'Takk for din henvendelse!',
  serviceBookingFormSuccessText: 'Vi tar kontakt med deg for å bekrefte din booking.',
  serviceBookingFormDealerPlaceholder: 'Velg forhandler',
  'formLabel.dealer': 'Forhandler',
  'formLabel.services': 'Hva ønsker du hjelp med?',
  'formLabel.description': 'Beskriv hva som skal gjøres',
  'formLabel.customerName': 'Navn',
  'formLabel.customerPhone': 'Telefon',
  'formLabel.customerEmail': 'E-post',
  'formLabel.regno': 'Registreringsnummer',
  'formLabel.milage': 'Kilometerstand',
  'formLabel.date': 'Ønsket dato',
  'formLabel.other': 'Annet',
  'formLabel.gdpr': 'Jeg samtykker i at opplysningene mine lagres og brukes til å besvare henvendelsen.',
  'formLabel.newsletter': 'Ja takk, send meg nyhetsbrev på e-post.',
} as const;

export const useServiceBookingFormText = defineTexts(SERVICE_BOOKING_FORM_TEXTS);

/** Error texts in Norwegian, by `<field>.<rule>` or rule; a market's `formError.*` entries win. */
export const SERVICE_BOOKING_ERROR_DEFAULTS = {
  invalid: 'Kontroller opplysningen',
  required: 'Feltet må fylles ut',
  pattern: 'Kontroller at opplysningen er riktig skrevet',
  format: 'Kontroller formatet',
  type: 'Ugyldig verdi',
  minimum: 'Oppgi minst {{limit}}',
  maxLength: 'Høyst {{limit}} tegn',
  enum: 'Velg ett av alternativene',
  'dealer.required': 'Velg forhandler',
  'customerName.required': 'Oppgi navnet ditt',
  'customerPhone.required': 'Oppgi telefonnummeret ditt',
  'customerPhone.pattern': 'Oppgi et gyldig telefonnummer, 6–20 sifre',
  'customerEmail.required': 'Oppgi e-postadressen din',
  'customerEmail.format': 'Oppgi en gyldig e-postadresse',
  'regno.required': 'Oppgi registreringsnummer',
  'regno.pattern': 'Oppgi et gyldig registreringsnummer, for eksempel EK 12345',
  'milage.type': 'Oppgi kilometerstanden i hele kilometer',
  'milage.minimum': 'Kilometerstanden kan ikke være negativ',
  'date.required': 'Velg ønsket dato',
  'date.format': 'Oppgi en gyldig dato',
  'date.notBeforeToday': 'Datoen kan ikke være før i dag',
  'gdpr.const': 'Du må samtykke før vi kan behandle henvendelsen',
} as const;
