import { describe, expect, it } from 'vitest';
import {
  atBooking,
  atConfirmation,
  atLoggedIn,
  atLogin,
  atValidate,
  confirmation,
  customer,
  TOKEN,
  validated,
} from '../../tests/fixtures/tireHotel';
import { cleanTireHotelState, INITIAL_TIRE_HOTEL_STATE, type TireHotelState } from './tireHotelStore';
import {
  agreementFound,
  askNewCode,
  backFromBooking,
  bookingConfirmed,
  codeSent,
  codeValidated,
  noticeRead,
  sessionLost,
  sessionVehicle,
  shownPage,
  startBooking,
} from './tireHotelTransitions';

describe('the stored flow', () => {
  it('keeps every page reached by the transitions as it is', () => {
    for (const state of [
      INITIAL_TIRE_HOTEL_STATE,
      atLogin,
      atValidate,
      atLoggedIn,
      atBooking,
      atConfirmation,
    ]) {
      expect(cleanTireHotelState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
  });

  it('reads anything malformed as the start', () => {
    const malformed: unknown[] = [
      null,
      'search',
      [],
      { ...atLogin, page: 'payment' },
      { ...atLogin, searchedRegNo: 'abc 123' },
      { ...atLogin, customer: { ...customer, encryptedPhoneNumber: 42 } },
      { ...atLoggedIn, validated: { ...validated, vehicles: 'Volvo' } },
      { ...atLoggedIn, authorizationToken: '' },
      { ...atConfirmation, confirmation: { ...confirmation, appointmentTime: '2026-13-45' } },
      { ...atLogin, notice: 'hello' },
    ];
    for (const stored of malformed) expect(cleanTireHotelState(stored)).toBe(INITIAL_TIRE_HOTEL_STATE);
  });

  it('reads a page without its data as the start', () => {
    const contradictory: TireHotelState[] = [
      { ...atLogin, customer: null },
      { ...atValidate, authorizationToken: null },
      { ...atLoggedIn, validated: null },
      { ...atLoggedIn, validated: { ...validated, status: 3 } },
      { ...atBooking, validated: { ...validated, vehicles: [] } },
      { ...atConfirmation, confirmation: null },
    ];
    for (const stored of contradictory) expect(cleanTireHotelState(stored)).toBe(INITIAL_TIRE_HOTEL_STATE);
  });
});

describe('the flow from search to confirmation', () => {
  it('goes search → login → validate → loggedIn → booking → confirmation', () => {
    const login = agreementFound('ABC123', customer);
    expect(login).toMatchObject({
      page: 'login',
      searchedRegNo: 'ABC123',
      customer,
      authorizationToken: null,
    });
    const validate = codeSent(login, TOKEN);
    expect(validate).toMatchObject({ page: 'validate', authorizationToken: TOKEN });
    const loggedIn = codeValidated(validate, validated);
    expect(loggedIn).toMatchObject({ page: 'loggedIn', validated });
    expect(sessionVehicle(loggedIn)).toBe(validated.vehicles[0]);
    const booking = startBooking(loggedIn);
    expect(booking.page).toBe('booking');
    expect(backFromBooking(booking).page).toBe('loggedIn');
    expect(bookingConfirmed(booking, confirmation)).toMatchObject({ page: 'confirmation', confirmation });
  });

  it('stays on Validate when the answer is not status 0', () => {
    expect(codeValidated(atValidate, { ...validated, status: 2 })).toBe(atValidate);
    expect(codeValidated(atValidate, { status: 0, vehicles: [] })).toBe(atValidate);
  });

  it("'Skicka ny kod' returns to Login without the unvalidated token", () => {
    expect(askNewCode(atValidate)).toMatchObject({ page: 'login', customer, authorizationToken: null });
  });

  it('does not book without a validated session', () => {
    expect(startBooking(atLogin)).toBe(atLogin);
    expect(bookingConfirmed(atLogin, confirmation)).toBe(atLogin);
    expect(codeSent(INITIAL_TIRE_HOTEL_STATE, TOKEN)).toBe(INITIAL_TIRE_HOTEL_STATE);
  });

  it('shows LoggedIn for Search, Login or Validate while a validated session is stored', () => {
    for (const page of ['search', 'login', 'validate'] as const) {
      expect(shownPage({ ...atLoggedIn, page })).toBe('loggedIn');
    }
    expect(shownPage(atBooking)).toBe('booking');
    expect(shownPage(atConfirmation)).toBe('confirmation');
    expect(shownPage(atValidate)).toBe('validate');
    expect(shownPage({ ...atLoggedIn, page: 'search', validated: { ...validated, status: 1 } })).toBe(
      'search',
    );
  });

  it('goes back to the search, saying why, when the session is lost', () => {
    const lost = sessionLost(atBooking);
    expect(lost).toEqual({ ...INITIAL_TIRE_HOTEL_STATE, searchedRegNo: 'ABC123', notice: 'sessionEnded' });
    expect(shownPage(lost)).toBe('search');
    expect(noticeRead(lost).notice).toBeNull();
    expect(cleanTireHotelState(JSON.parse(JSON.stringify(lost)))).toEqual(lost);
  });
});
