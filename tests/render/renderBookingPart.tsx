/**
 * Test helper: renders a part of the service booking page (a step's body, the header) the way the page
 * does: inside the site's providers and a Sitecore context (the JSS field helpers need one), wired to the
 * booking store through `useBooking`, which starts as the given booking. `part` gets what `useBooking`
 * gives a step and adds the props of its own (a support address, a maps key). `booking()` reads the store
 * as the page would after the visitor's actions; `setBooking` changes it as another part of the page would.
 */
import { type LayoutServiceData, SitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import type { Dictionary } from '../../schemas/generated/dictionary';
import {
  bookingStoreAtom,
  type BookingStore,
  INITIAL_BOOKING_STORE,
} from '../../ui/serviceBooking/bookingStore';
import { type BookingStepProps, useBooking } from '../../ui/serviceBooking/useBooking';
import { testSite } from '../fixtures/testSite';
import { layoutWith } from './renderSitePage';
import { withSite } from './renderWithSite';

export interface BookingPartOptions {
  booking?: BookingStore;
  site?: SiteConfig;
  dictionary?: Dictionary;
}

export function renderBookingPart(
  part: (props: BookingStepProps) => ReactNode,
  { booking = INITIAL_BOOKING_STORE, site = testSite(), dictionary = {} }: BookingPartOptions = {},
) {
  const store = createStore();
  store.set(bookingStoreAtom, booking);
  function Part() {
    return part(useBooking());
  }
  const view = render(
    withSite(
      <SitecoreContext
        componentFactory={() => null}
        layoutData={layoutWith([], { site }) as LayoutServiceData}
      >
        <Part />
      </SitecoreContext>,
      { site, dictionary, store },
    ),
  );
  return {
    ...view,
    booking: () => store.get(bookingStoreAtom),
    setBooking: (next: BookingStore) => store.set(bookingStoreAtom, next),
  };
}
