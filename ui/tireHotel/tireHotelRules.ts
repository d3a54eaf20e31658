/**
 * The tyre storage flow's pure rules (spec 002 §5 "Tyre storage flow", §7, §8, §9): the registration number
 * and the one-time code as typed, the booking calendar's window, month grid and navigation, the times of a
 * day, the mobile number as typed, the booking request and review sent, the tyres' dimension and warning,
 * and which text a failed call shows. Pure, so the page and its tests share one answer. Days are
 * `YYYY-MM-DD` calendar days (runtime/calendar), months `YYYY-MM`.
 */
import {
  addDays,
  addMonths,
  type BookingWindow,
  dayOf,
  localClock,
  localDay,
  searchedRegNo,
  TIRE_HOTEL_CODE_LENGTH,
  TIRE_HOTEL_REG_NO_MIN_LENGTH,
  type TireHotelBookingRequest,
  TireHotelClientError,
  type TireHotelDateRange,
  type TireHotelReview,
  type TireHotelTimeslots,
  type TireHotelTire,
  type TireHotelVehicle,
} from '../../runtime';
import type { TireHotelBookingFormValues } from '../../schemas/generated/tireHotelBookingForm';

// Registration number (§5): spaces stripped, upper case, at most 7; Continue from 2 characters.

/** The registration number as the field shows it and the search sends it. */
export const typedRegNo = (typed: string): string => searchedRegNo(typed);

export const canSearch = (regNo: string): boolean => regNo.length >= TIRE_HOTEL_REG_NO_MIN_LENGTH;

// The one-time code (§5, §9): 4 single digits.

/** The code's inputs, one digit or '' each. */
export type CodeDigits = readonly string[];

export const EMPTY_CODE: CodeDigits = Array.from({ length: TIRE_HOTEL_CODE_LENGTH }, () => '');

/** The inputs after an edit, and the input that takes focus next. */
export interface CodeEdit {
  code: CodeDigits;
  focus: number;
}

const lastInput = TIRE_HOTEL_CODE_LENGTH - 1;

/** A paste (or a whole code filled in by the phone): its first 4 digits from the first input on. */
export function pastedCode(text: string): CodeEdit {
  const digits = text.replace(/\D/g, '').slice(0, TIRE_HOTEL_CODE_LENGTH);
  const code = EMPTY_CODE.map((_, index) => digits[index] ?? '');
  return { code, focus: Math.min(digits.length, lastInput) };
}

/**
 * What was typed into input `index`: a digit replaces it and focus moves on; nothing (a deletion) clears
 * it; more than one digit is a code filled in at once, read as a paste; anything else is ignored.
 */
export function typedIntoCode(code: CodeDigits, index: number, typed: string): CodeEdit {
  const digits = typed.replace(/\D/g, '');
  if (digits.length > 1) {
    // The input held a digit and one more was typed: the new one is the one not already there.
    const previous = code[index] ?? '';
    if (digits.length === 2 && previous !== '' && digits.includes(previous)) {
      const fresh = digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
      return typedIntoCode(code, index, fresh);
    }
    return pastedCode(digits);
  }
  if (digits === '' && typed !== '') return { code, focus: index };
  const next = code.map((digit, at) => (at === index ? digits : digit));
  return { code: next, focus: digits === '' ? index : Math.min(index + 1, lastInput) };
}

/** Backspace in input `index`: an empty input goes back to the one before and clears it. */
export function backspaceInCode(code: CodeDigits, index: number): CodeEdit {
  if ((code[index] ?? '') !== '' || index === 0) {
    return { code: code.map((digit, at) => (at === index ? '' : digit)), focus: index };
  }
  return { code: code.map((digit, at) => (at === index - 1 ? '' : digit)), focus: index - 1 };
}

/** Verify is enabled only with 4 digits. */
export const isCodeComplete = (code: CodeDigits): boolean =>
  code.length === TIRE_HOTEL_CODE_LENGTH && code.every((digit) => /^\d$/.test(digit));

// The booking calendar (§7, §9): today + 3 days to today + 3 months, a month of 42 days from a Monday.

/** Spec 002 §9: the calendar's grid. */
export const CALENDAR_DAYS = 42;

export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `steps` months after `month`. */
export const movedMonth = (month: string, steps: number): string => monthOf(addMonths(`${month}-01`, steps));

/** The 42 days shown for `month`: from the Monday on or before its 1st. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const monday = addDays(first, -((dayOf(first).getUTCDay() + 6) % 7));
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(monday, index));
}

/** Months are navigable only within the window. */
export const canShowMonth = (month: string, window: BookingWindow): boolean =>
  month >= monthOf(window.first) && month <= monthOf(window.last);

/** A day may be chosen when it is within the window and the workshop has it among its available days. */
export const isBookableDay = (day: string, window: BookingWindow, available: ReadonlySet<string>): boolean =>
  day >= window.first && day <= window.last && available.has(day);

/** The days of a GetTimeslotDays answer, `YYYY-MM-DD`. */
export const availableDays = (dates: readonly { date: string }[]): ReadonlySet<string> =>
  new Set(dates.map(({ date }) => date.slice(0, 10)));

/** The body of the days call: the whole window; the booking system wants the vehicle's brandCode as regNo. */
export const daysRange = (window: BookingWindow, brandCode: string): TireHotelDateRange => ({
  startDate: window.first,
  endDate: window.last,
  regNo: brandCode,
});

/** The body of the times call for one day. */
export const timesRange = (day: string, brandCode: string): TireHotelDateRange => ({
  startDate: day,
  endDate: day,
  regNo: brandCode,
});

/** Spec 002 §7: every resource's start times, flattened, as HH:mm, deduplicated and sorted. */
export function startTimes(answer: TireHotelTimeslots): string[] {
  const times = answer.availableTimeSlotDates.flatMap((slots) => slots.startTime).map(localClock);
  return [...new Set(times.filter((time) => time !== null))].sort();
}

// The contact details (§5): the schema checks them; the mobile is stripped as typed.

/** Spec 002 §9: booking mobile 8–15 characters. */
export const MOBILE_MAX_LENGTH = 15;

/** The mobile as typed: digits and plus only, at most 15. */
export const typedMobile = (typed: string): string =>
  typed.replace(/[^0-9+]/g, '').slice(0, MOBILE_MAX_LENGTH);

/** The booking's date and time as chosen: a day is required; a time only when the day has times. */
export type BookingChoiceProblem = 'dateRequired' | 'timeRequired';

export function bookingChoiceProblem(
  day: string | null,
  times: readonly string[] | null,
  time: string | null,
): BookingChoiceProblem | null {
  if (day === null) return 'dateRequired';
  if (times === null || (times.length > 0 && (time === null || !times.includes(time)))) return 'timeRequired';
  return null;
}

/** The booking request: the day, the time when the workshop has times, the vehicle, the message, who books. */
export function bookingRequest(
  vehicle: TireHotelVehicle,
  day: string,
  time: string | null,
  { freeText = '', ...customer }: TireHotelBookingFormValues,
): TireHotelBookingRequest {
  return {
    bookingDate: day,
    ...(time === null ? {} : { bookingStart: time }),
    regNo: vehicle.regNo,
    freeText,
    customer,
  };
}

// The review (§3, §9): 1 to 5 stars.

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

export const canSendReview = (rating: number): boolean => rating >= 1 && rating <= REVIEW_STARS.length;

export const review = (rating: number, comment: string, today: string): TireHotelReview => ({
  rating,
  comment: comment.trim().slice(0, REVIEW_COMMENT_MAX_LENGTH),
  date: today,
});

// The vehicle's tyres.

/** A tyre's dimension as the sidewall reads it: '225/55 R17'. */
export const tireDimension = ({ wheel }: TireHotelTire): string =>
  `${wheel.sectionWidth}/${wheel.aspectRatio} R${wheel.rimDiameter}`;

/** Spec 002 §4: threadStatusId 1 recommends replacing the tyre. */
export const REPLACEMENT_RECOMMENDED = 1;
export const needsReplacement = ({ wheel }: TireHotelTire): boolean =>
  wheel.threadStatusId === REPLACEMENT_RECOMMENDED;

// A confirmation's appointment, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`.

export const appointmentDay = localDay;
/** Its time HH:mm, or null when it names only a day. */
export const appointmentClock = localClock;

// Failed calls (§8).

/** A later call answered 401: the session is gone. */
export const isSessionLost = (error: unknown): boolean =>
  error instanceof TireHotelClientError && error.status === 401;

/** The search's failure: no agreement (404) or anything else. */
export const searchFailure = (error: unknown): 'noAgreement' | 'failed' =>
  error instanceof TireHotelClientError && error.status === 404 ? 'noAgreement' : 'failed';

/** Login, validate and booking show the server's message; null when it sent none (the page's generic text). */
export const serverMessage = (error: unknown): string | null =>
  error instanceof TireHotelClientError ? error.serverMessage : null;
