/**
 * The tyre storage flow's state machine (spec 002 §4 "Tyre storage flow"): one pure function per rule,
 * each taking the flow's state and answering the next one, so the page only wires buttons and answers to
 * them and the rules are tested without a browser. A transition that does not apply (booking without a
 * validated session) answers the state it was given.
 */
import type {
  TireHotelConfirmation,
  TireHotelCustomer,
  TireHotelValidated,
  TireHotelVehicle,
} from '../../runtime';
import {
  INITIAL_TIRE_HOTEL_STATE,
  isLoggedIn,
  type TireHotelPage,
  type TireHotelState,
} from './tireHotelStore';

/** The pages a validated session skips: it is already past them. */
const BEFORE_LOGGED_IN: readonly TireHotelPage[] = ['search', 'login', 'validate'];

/**
 * The page to show: the stored one, except that a stored validated session (status 0) shows LoggedIn
 * instead of Search, Login or Validate.
 */
export function shownPage(state: TireHotelState): TireHotelPage {
  const validSession = state.authorizationToken !== null && isLoggedIn(state.validated);
  return validSession && BEFORE_LOGGED_IN.includes(state.page) ? 'loggedIn' : state.page;
}

/** Spec 002 §6: only the first vehicle is used; null before a validated session. */
export const sessionVehicle = (state: TireHotelState): TireHotelVehicle | null =>
  isLoggedIn(state.validated) ? (state.validated?.vehicles[0] ?? null) : null;

/** The search found an agreement for `searchedRegNo`: Login, for that customer. */
export const agreementFound = (searchedRegNo: string, customer: TireHotelCustomer): TireHotelState => ({
  ...INITIAL_TIRE_HOTEL_STATE,
  page: 'login',
  searchedRegNo,
  customer,
});

/** The code was sent: Validate, with the token the code validates. */
export function codeSent(state: TireHotelState, authorizationToken: string): TireHotelState {
  if (state.customer === null) return state;
  return { ...state, page: 'validate', authorizationToken };
}

/** 'Skicka ny kod': back to Login, the unvalidated token dropped. */
export function askNewCode(state: TireHotelState): TireHotelState {
  if (state.customer === null) return state;
  return { ...state, page: 'login', authorizationToken: null };
}

/** The code was accepted: with status 0 the token is the session and LoggedIn shows; else Validate stays. */
export function codeValidated(state: TireHotelState, validated: TireHotelValidated): TireHotelState {
  if (state.authorizationToken === null || !isLoggedIn(validated)) return state;
  return { ...state, page: 'loggedIn', validated, notice: null };
}

/** 'Boka tid' on LoggedIn. */
export function startBooking(state: TireHotelState): TireHotelState {
  return sessionVehicle(state) === null ? state : { ...state, page: 'booking' };
}

/** 'Tillbaka' on Booking: LoggedIn. */
export function backFromBooking(state: TireHotelState): TireHotelState {
  return state.page === 'booking' ? { ...state, page: 'loggedIn' } : state;
}

/** The booking was made: Confirmation. */
export function bookingConfirmed(state: TireHotelState, confirmation: TireHotelConfirmation): TireHotelState {
  if (state.authorizationToken === null) return state;
  return { ...state, page: 'confirmation', confirmation };
}

/**
 * A later call answered 401: the session is gone. Back to the search, which says so, with the registration
 * number kept for a new search.
 */
export const sessionLost = (state: TireHotelState): TireHotelState => ({
  ...INITIAL_TIRE_HOTEL_STATE,
  searchedRegNo: state.searchedRegNo,
  notice: 'sessionEnded',
});

/** A new search: the notice of an ended session has been read. */
export const noticeRead = (state: TireHotelState): TireHotelState =>
  state.notice === null ? state : { ...state, notice: null };
