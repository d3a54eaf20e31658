// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { category, goteborg, offering, volvo, workshop } from '../../tests/fixtures/serviceBooking';
import {
  BOOKING_STORAGE_KEY,
  bookingStoreAtom,
  cleanBookingStore,
  INITIAL_BOOKING_STORE,
  type BookingStore,
} from './bookingStore';
import {
  acceptLookup,
  continueFromServices,
  continueWithoutAddons,
  pickSlot,
  pickWorkshop,
  toggleOffering,
} from './bookingTransitions';

const oilChange = offering('oljebyte');

/** A flow at step 4 with workshop and slot chosen. */
const atStep4: BookingStore = pickSlot(
  pickWorkshop(
    continueWithoutAddons(
      continueFromServices(
        toggleOffering(
          acceptLookup(INITIAL_BOOKING_STORE, volvo, goteborg),
          oilChange,
          category('Service', [oilChange]),
          'service',
        ),
      ),
    ),
    workshop,
  ),
  { timeslot: '2026-12-01T09:00:00', isFullDay: false },
);

/** A page load: a new jotai store, mounted, reading the tab's session storage. */
function reload() {
  const store = createStore();
  store.sub(bookingStoreAtom, () => undefined);
  return store;
}

const stored = (value: unknown) => sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(value));

afterEach(() => sessionStorage.clear());

describe('bookingStoreAtom', () => {
  it('a reload resumes the flow at its step with every choice', () => {
    reload().set(bookingStoreAtom, atStep4);
    const after = reload().get(bookingStoreAtom);
    expect(after).toEqual(atStep4);
    expect(after).toMatchObject({ displayState: 4, bookingState: 4 });
  });

  it('starts at step 1 in a tab with nothing stored', () => {
    expect(reload().get(bookingStoreAtom)).toEqual(INITIAL_BOOKING_STORE);
  });

  it('a stored value that is not JSON reads as the initial store', () => {
    sessionStorage.setItem(BOOKING_STORAGE_KEY, '{"bookingState":');
    expect(reload().get(bookingStoreAtom)).toEqual(INITIAL_BOOKING_STORE);
  });
});

describe('cleanBookingStore', () => {
  it('keeps a whole, consistent store', () => {
    expect(cleanBookingStore(JSON.parse(JSON.stringify(atStep4)))).toEqual(atStep4);
    expect(cleanBookingStore(INITIAL_BOOKING_STORE)).toEqual(INITIAL_BOOKING_STORE);
  });

  const tampered: [string, unknown][] = [
    ['not an object', ['a']],
    ['a step out of range', { ...atStep4, bookingState: 9 }],
    ['a step shown that was never reached', { ...INITIAL_BOOKING_STORE, displayState: 4 }],
    ['step 2 without a car', { ...atStep4, car: null }],
    ['a car without its fields', { ...atStep4, car: { registrationNumber: 'ABC123' } }],
    ['a latitude off the globe', { ...atStep4, lat: 400 }],
    ['a mileage of zero', { ...atStep4, milage: 0 }],
    ['a service of an unknown type', { ...atStep4, services: [{ ...atStep4.services[0], type: 'gift' }] }],
    ['the same service twice', { ...atStep4, services: [atStep4.services[0], atStep4.services[0]] }],
    [
      'a message longer than 80',
      { ...atStep4, services: [{ ...atStep4.services[0], userInput: 'x'.repeat(81) }] },
    ],
    ['a slot without a workshop', { ...atStep4, bookingInfo: { ...atStep4.bookingInfo, location: null } }],
    [
      'a slot that is not a time',
      {
        ...atStep4,
        bookingInfo: { ...atStep4.bookingInfo, timeSlot: { timeslot: 'soon', isFullDay: false } },
      },
    ],
    [
      'a slot on a day that does not exist',
      {
        ...atStep4,
        bookingInfo: {
          ...atStep4.bookingInfo,
          timeSlot: { timeslot: '2026-13-45T08:00:00', isFullDay: false },
        },
      },
    ],
    ['a field missing', { ...atStep4, region: undefined }],
  ];

  it.each(tampered)('reads %s as the initial store, also on reload', (_, value) => {
    expect(cleanBookingStore(value)).toEqual(INITIAL_BOOKING_STORE);
    stored(value);
    expect(reload().get(bookingStoreAtom)).toEqual(INITIAL_BOOKING_STORE);
  });
});
