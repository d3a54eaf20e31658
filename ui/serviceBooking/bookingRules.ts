/**
 * The service booking's pure rules (spec 002 §5 "Service booking", §8, §9): the contact form's checks, the
 * plate as typed, the summary's total and its format, the four weeks of the slot calendar, the full-day slot,
 * and which text a refused backend call shows. Pure, so the page and its tests share one answer.
 */
import {
  addDays,
  dayOf,
  FULL_DAY_SLOT_TIME,
  isoDay,
  MECHMATE_ERROR_CODES,
  MechmateClientError,
} from '../../runtime';
import { MESSAGE_MAX_LENGTH, type SelectedService } from './bookingStore';
import type { ServiceBookingTextKey } from './bookingTexts';

/** Spec 002 §9: plate length 6 (service booking). */
export const PLATE_MAX_LENGTH = 6;
/** Spec 002 §9: the week navigation shows 4 weeks. */
export const WEEKS_SHOWN = 4;
/** The days the calendar shows at once. */
export const DAYS_SHOWN = WEEKS_SHOWN * 7;
/** The longest name the form takes (the booking request's bound). */
export const NAME_MAX_LENGTH = 100;
/** The longest e-mail address (RFC 5321, and the booking request's bound). */
export const EMAIL_MAX_LENGTH = 254;

/** The plate as typed: upper case, no spaces, at most 6 characters. */
export function normalisePlate(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, PLATE_MAX_LENGTH);
}

export interface ContactForm {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  freeText: string;
}

export type ContactField = keyof ContactForm;
export type ContactProblem = 'required' | 'invalid' | 'tooLong';

/** Spec 002 §5: optional plus, then 6–20 digits or spaces. */
const PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/;
/** The longest phone number that pattern takes: the plus and 20 digits or spaces. */
export const PHONE_MAX_LENGTH = 21;
/** A standard address: something, @, a domain with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(value: string, maxLength: number): ContactProblem | undefined {
  if (value.trim() === '') return 'required';
  return value.length > maxLength ? 'tooLong' : undefined;
}

function patternText(value: string, pattern: RegExp, maxLength: number): ContactProblem | undefined {
  return requiredText(value, maxLength) ?? (pattern.test(value.trim()) ? undefined : 'invalid');
}

/**
 * The contact form's problems by field (none: it may be sent): first and last name, phone and e-mail
 * required, phone an optional plus and 6–20 digits or spaces, e-mail a standard address, the message to
 * the workshop at most 80 characters.
 */
export function contactFormProblems(form: ContactForm): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem | undefined>> = {
    firstName: requiredText(form.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(form.lastName, NAME_MAX_LENGTH),
    phone: patternText(form.phone, PHONE_PATTERN, PHONE_MAX_LENGTH),
    email: patternText(form.email, EMAIL_PATTERN, EMAIL_MAX_LENGTH),
    freeText: form.freeText.length > MESSAGE_MAX_LENGTH ? 'tooLong' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** The characters left of a message to the workshop (the counter under the field). */
export const messageCharactersLeft = (message: string): number => MESSAGE_MAX_LENGTH - message.length;

/** What a price quote says: its price, whether it is known, and the service agreement's price. */
type PriceQuote = Pick<SelectedService, 'price' | 'priceKnown' | 'priceDiscount'>;

/**
 * The service agreement's price of an offering or chosen entry (spec 002 §6: shown in red), or null: the
 * backend sets `priceDiscount` only for a car with an agreement, and only a known price has one. The
 * cards, the summary and the total all read it here, so they never disagree.
 */
export const agreementPrice = (quote: PriceQuote): number | null =>
  quote.priceKnown && quote.priceDiscount !== null ? quote.priceDiscount : null;

/**
 * What one chosen entry adds to the total: its price, or price × units for a unit-priced item. The price
 * is the agreement's where there is one: that is what is paid.
 */
export const serviceAmount = (service: SelectedService): number =>
  (agreementPrice(service) ?? service.price) * (service.unit ?? 1);

/** Spec 002 §9: the total is the sum of price, or price × unit for unit-based items. */
export function bookingTotal(services: readonly SelectedService[]): number {
  return services.reduce((total, service) => total + serviceAmount(service), 0);
}

const kronor = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** Spec 002 §9: an amount as kr in Swedish number format ('1 495 kr', a no-break space between groups). */
export function formatKronor(amount: number): string {
  return `${kronor.format(amount)}\u00a0kr`;
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  const weekday = (dayOf(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** Saturdays and Sundays, shown in the warning colour. */
export function isWeekend(date: string): boolean {
  const weekday = dayOf(date).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The 4 weeks shown from the week of `first`: each week's seven days, Monday first. */
export function visibleWeeks(first: string): string[][] {
  const monday = mondayOf(first);
  return Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (__, day) => addDays(monday, week * 7 + day)),
  );
}

/** The first day of the shown weeks one step back or forward (`step` -1 or 1 moves a whole week). */
export const movedWeeks = (first: string, step: number): string => addDays(mondayOf(first), step * 7);

/**
 * Whether the calendar nears the end of what is loaded: the last shown week reaches past the days loaded
 * less a week. The page then asks the next 28 days from `addDays(lastLoaded, 1)`.
 */
export function needsMoreDays(first: string, lastLoaded: string | null): boolean {
  if (lastLoaded === null) return true;
  const lastShown = addDays(mondayOf(first), DAYS_SHOWN - 1);
  return lastShown > addDays(lastLoaded, -7);
}

/** Spec 002 §9: a full-day slot is booked at 08:00 of its day. */
export const fullDaySlot = (date: string): string => `${isoDay(dayOf(date))}T${FULL_DAY_SLOT_TIME}`;

export interface BookingErrorText {
  key: ServiceBookingTextKey;
  values: Readonly<Record<string, string>>;
}

/** The longest brand name the page shows (from an error code, the authorised brands). */
export const BRAND_MAX_LENGTH = 60;

interface ErrorEntry {
  code: string;
  message: string;
}

function firstErrorEntry(body: unknown): ErrorEntry | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null || !('Error Result' in errors)) return undefined;
  const entries = errors['Error Result'];
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const code = 'code' in first && typeof first.code === 'string' ? first.code : '';
  const message = 'message' in first && typeof first.message === 'string' ? first.message : '';
  return { code, message };
}

const VEHICLE_NOT_FOUND_TEXT = 'Fordon hittades inte';

/** The text for a failed call: a refusal's body (MechmateClientError), or 'Något gick fel' for anything else. */
export const bookingFailureText = (error: unknown): BookingErrorText =>
  bookingErrorText(error instanceof MechmateClientError ? error.body : null);

/**
 * Spec 002 §8: the text for a refused call, from the first entry of its error result. InvalidReg,
 * VehicleNotFound (or 'Fordon hittades inte'), a code containing BrandNotSupported with the brand after the
 * comma, TimeslotNotAvailable; ServerError, any other code and a body of another shape read 'Något gick fel'.
 */
export function bookingErrorText(body: unknown): BookingErrorText {
  const entry = firstErrorEntry(body);
  const code = entry?.code ?? '';
  if (code === MECHMATE_ERROR_CODES.invalidReg) return { key: 'serviceBookingInvalidReg', values: {} };
  if (
    code === MECHMATE_ERROR_CODES.vehicleNotFound ||
    code === VEHICLE_NOT_FOUND_TEXT ||
    entry?.message === VEHICLE_NOT_FOUND_TEXT
  ) {
    return { key: 'serviceBookingVehicleNotFound', values: {} };
  }
  if (code.includes(MECHMATE_ERROR_CODES.brandNotSupported)) {
    const comma = code.indexOf(',');
    const brand =
      comma < 0
        ? ''
        : code
            .slice(comma + 1)
            .trim()
            .slice(0, BRAND_MAX_LENGTH);
    return { key: 'serviceBookingBrandNotSupported', values: { brand } };
  }
  if (code === MECHMATE_ERROR_CODES.timeslotNotAvailable) {
    return { key: 'serviceBookingTimeslotNotAvailable', values: {} };
  }
  return { key: 'serviceBookingServerError', values: {} };
}
