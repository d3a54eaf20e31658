/**
 * Test helper of the service booking's step components: a step rendered on a site page with its own jotai
 * store holding a booking, wired through `useBooking` as the page wires it, and a `fetch` double that
 * answers `/api/mechmate/*` paths the way the routes do.
 */
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { MechmateCarResponse } from '../../runtime';
import { offeringCategories } from '../../runtime/services/mechmate/embedded/demoCatalogue';
import {
  acceptLookup,
  type BookingStepProps,
  type BookingStore,
  bookingStoreAtom,
  INITIAL_BOOKING_STORE,
  useBooking,
} from '../../ui';
import { goteborg } from '../fixtures/serviceBooking';
import { renderWithSite } from './renderWithSite';

/** The booking as step 2 starts it: `car` and Göteborg accepted. */
export const bookingAtServices = (car: MechmateCarResponse): BookingStore =>
  acceptLookup(INITIAL_BOOKING_STORE, car, goteborg);

/** `step` rendered with a store holding `booking`; `booking()` reads what the step made of it. */
export function renderBookingStep(step: (props: BookingStepProps) => ReactNode, booking: BookingStore) {
  const store = createStore();
  store.set(bookingStoreAtom, booking);
  function Step() {
    return step(useBooking());
  }
  const view = renderWithSite(<Step />, { store });
  return { ...view, booking: () => store.get(bookingStoreAtom) };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A failed call as the routes refuse it (`errors['Error Result'][0]`). */
export const mechmateRefusal = (code = 'ServerError', status = 502) =>
  jsonResponse({ errors: { 'Error Result': [{ code, message: code }] } }, status);

/** The embedded backend's demo services or add-ons for `car`, as the route answers them. */
export const demoOfferings = (kind: 'service' | 'addon', car: MechmateCarResponse) =>
  jsonResponse({ serviceOfferingCategories: offeringCategories(kind, car) });

/** Stubs `fetch` with a double that answers each call's URL (and init) with `answer`. */
export function stubMechmateFetch(answer: (url: URL, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    answer(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
