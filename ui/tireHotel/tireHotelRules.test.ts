import { describe, expect, it } from 'vitest';
import { TireHotelClientError, tireHotelBookingWindow } from '../../runtime';
import { goodTire, vehicle, wornTire } from '../../tests/fixtures/tireHotel';
import {
  backspaceInCode,
  bookingChoiceProblem,
  bookingRequest,
  canSearch,
  canSendReview,
  canShowMonth,
  daysRange,
  EMPTY_CODE,
  isBookableDay,
  isCodeComplete,
  isSessionLost,
  monthGrid,
  movedMonth,
  needsReplacement,
  pastedCode,
  searchFailure,
  serverMessage,
  startTimes,
  timesRange,
  tireDimension,
  typedIntoCode,
  typedMobile,
  typedRegNo,
} from './tireHotelRules';

describe('the registration number as typed', () => {
  it('strips spaces, upper-cases and keeps at most 7 characters', () => {
    expect(typedRegNo('abc 123')).toBe('ABC123');
    expect(typedRegNo(' ab c12 3x y ')).toBe('ABC123X');
  });

  it('allows Continue from 2 characters', () => {
    expect(canSearch('')).toBe(false);
    expect(canSearch('A')).toBe(false);
    expect(canSearch('AB')).toBe(true);
  });
});

describe('the code inputs', () => {
  it('advance to the next input on a digit and stay on the last', () => {
    expect(typedIntoCode(EMPTY_CODE, 0, '4')).toEqual({ code: ['4', '', '', ''], focus: 1 });
    expect(typedIntoCode(['1', '2', '3', ''], 3, '9')).toEqual({ code: ['1', '2', '3', '9'], focus: 3 });
  });

  it('ignore what is not a digit, and replace a digit typed over', () => {
    expect(typedIntoCode(['1', '', '', ''], 1, 'a')).toEqual({ code: ['1', '', '', ''], focus: 1 });
    expect(typedIntoCode(['1', '', '', ''], 0, '17')).toEqual({ code: ['7', '', '', ''], focus: 1 });
    expect(typedIntoCode(['1', '', '', ''], 0, '71')).toEqual({ code: ['7', '', '', ''], focus: 1 });
  });

  it('read a whole code typed into one input as a paste', () => {
    expect(typedIntoCode(EMPTY_CODE, 2, '5678')).toEqual({ code: ['5', '6', '7', '8'], focus: 3 });
  });

  it('take the first 4 digits of a paste, whatever surrounds them', () => {
    expect(pastedCode('Din kod: 12 34 56')).toEqual({ code: ['1', '2', '3', '4'], focus: 3 });
    expect(pastedCode('9-8')).toEqual({ code: ['9', '8', '', ''], focus: 2 });
    expect(pastedCode('ingen kod')).toEqual({ code: EMPTY_CODE, focus: 0 });
  });

  it('go back on Backspace in an empty input, clearing the one before', () => {
    expect(backspaceInCode(['1', '2', '', ''], 2)).toEqual({ code: ['1', '', '', ''], focus: 1 });
    expect(backspaceInCode(['1', '2', '3', ''], 2)).toEqual({ code: ['1', '2', '', ''], focus: 2 });
    expect(backspaceInCode(EMPTY_CODE, 0)).toEqual({ code: EMPTY_CODE, focus: 0 });
  });

  it('verify only with 4 digits', () => {
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true);
  });
});

describe('the booking calendar', () => {
  it('moves months across a year', () => {
    expect(movedMonth('2026-12', 1)).toBe('2027-01');
    expect(movedMonth('2027-01', -1)).toBe('2026-12');
  });

  it('shows 42 days from the Monday on or before the 1st', () => {
    const december = monthGrid('2026-12'); // 1 Dec 2026 is a Tuesday
    expect(december).toHaveLength(42);
    expect(december[0]).toBe('2026-11-30');
    expect(december[41]).toBe('2027-01-10');
    expect(monthGrid('2027-02')[0]).toBe('2027-02-01'); // a Monday itself
  });

  it('navigates months only within the window', () => {
    const window = tireHotelBookingWindow('2026-11-27');
    expect(canShowMonth('2026-10', window)).toBe(false);
    expect(canShowMonth('2026-11', window)).toBe(true);
    expect(canShowMonth('2027-02', window)).toBe(true);
    expect(canShowMonth('2027-03', window)).toBe(false);
  });

  it('lets a day be chosen only within the window and among the available days', () => {
    const window = tireHotelBookingWindow('2026-11-27');
    const available = new Set(['2026-11-28', '2026-12-01', '2027-02-27', '2027-02-28']);
    expect(isBookableDay('2026-11-28', window, available)).toBe(false); // before today + 3
    expect(isBookableDay('2026-12-01', window, available)).toBe(true);
    expect(isBookableDay('2026-12-02', window, available)).toBe(false); // not available
    expect(isBookableDay('2027-02-27', window, available)).toBe(true);
    expect(isBookableDay('2027-02-28', window, available)).toBe(false); // after + 3 months
  });

  it("asks for the window's days and one day's times with the vehicle's brandCode", () => {
    const window = tireHotelBookingWindow('2026-11-27');
    expect(daysRange(window, vehicle.brandCode)).toEqual({
      startDate: '2026-11-30',
      endDate: '2027-02-27',
      regNo: 'VOL',
    });
    expect(timesRange('2026-12-01', vehicle.brandCode)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      regNo: 'VOL',
    });
  });

  it("flattens every resource's start times as HH:mm, deduplicated and sorted", () => {
    const answer = {
      availableTimeSlotDates: [
        { startTime: ['2026-12-01T13:00:00', '2026-12-01T08:30:00'] },
        { startTime: ['2026-12-01T08:30:00', '2026-12-01T10:15', '2026-12-01'] },
        { startTime: [] },
      ],
    };
    expect(startTimes(answer)).toEqual(['08:30', '10:15', '13:00']);
    expect(startTimes({ availableTimeSlotDates: [] })).toEqual([]);
  });

  it('requires a day, and a time only when the day has times', () => {
    expect(bookingChoiceProblem(null, null, null)).toBe('dateRequired');
    expect(bookingChoiceProblem('2026-12-01', null, null)).toBe('timeRequired'); // times not known yet
    expect(bookingChoiceProblem('2026-12-01', ['08:30'], null)).toBe('timeRequired');
    expect(bookingChoiceProblem('2026-12-01', ['08:30'], '09:00')).toBe('timeRequired');
    expect(bookingChoiceProblem('2026-12-01', ['08:30'], '08:30')).toBeNull();
    expect(bookingChoiceProblem('2026-12-01', [], null)).toBeNull();
  });
});

describe('the booking', () => {
  it('strips the mobile to digits and plus as typed, at most 15', () => {
    expect(typedMobile('+46 (70) 123-45 67')).toBe('+46701234567');
    expect(typedMobile('0701234567890123456')).toBe('070123456789012');
  });

  it('sends the day, the time when there is one, the vehicle and the customer', () => {
    const form = {
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.se',
      phoneMobile: '0701234567',
    };
    expect(bookingRequest(vehicle, '2026-12-01', '08:30', { ...form, freeText: 'Hej' })).toEqual({
      bookingDate: '2026-12-01',
      bookingStart: '08:30',
      regNo: 'ABC123',
      freeText: 'Hej',
      customer: form,
    });
    expect(bookingRequest(vehicle, '2026-12-01', null, form)).toEqual({
      bookingDate: '2026-12-01',
      regNo: 'ABC123',
      freeText: '',
      customer: form,
    });
  });

  it('sends a review only with 1 to 5 stars', () => {
    expect(canSendReview(0)).toBe(false);
    expect(canSendReview(1)).toBe(true);
    expect(canSendReview(5)).toBe(true);
    expect(canSendReview(6)).toBe(false);
  });
});

describe('the tyres', () => {
  it('read their dimension as the sidewall does', () => {
    expect(tireDimension(goodTire)).toBe('225/55 R17');
  });

  it('recommend replacement for threadStatusId 1 only', () => {
    expect(needsReplacement(goodTire)).toBe(false);
    expect(needsReplacement(wornTire)).toBe(true);
  });
});

describe('a failed call', () => {
  it('is a lost session on 401 only', () => {
    expect(isSessionLost(new TireHotelClientError(401, 'Logga in igen'))).toBe(true);
    expect(isSessionLost(new TireHotelClientError(403, null))).toBe(false);
    expect(isSessionLost(new Error('network'))).toBe(false);
  });

  it("reads as no agreement on 404, else as a failure, and carries the server's message", () => {
    expect(searchFailure(new TireHotelClientError(404, 'Inget avtal'))).toBe('noAgreement');
    expect(searchFailure(new TireHotelClientError(0, null))).toBe('failed');
    expect(searchFailure(new TypeError('boom'))).toBe('failed');
    expect(serverMessage(new TireHotelClientError(429, 'Vänta en stund'))).toBe('Vänta en stund');
    expect(serverMessage(new TireHotelClientError(502, null))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});
