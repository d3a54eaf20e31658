/**
 * Test helper: renders the tyre storage page the way a site page does (the site's providers and a
 * Sitecore context, which the JSS field helpers need, in page-editing mode if asked) with its own jotai
 * store, the flow starting as the given state. `flow()` reads the stored flow as the page would after the visitor's actions.
 */
import { type LayoutServiceData, SitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import TireHotel from '../../components/TireHotel/TireHotel';
import type { TireHotelFields } from '../../components/TireHotel/fields.generated';
import { INITIAL_TIRE_HOTEL_STATE, tireHotelAtom, type TireHotelState } from '../../ui';
import { testSite } from '../fixtures/testSite';
import { layoutWith } from './renderSitePage';
import { withSite } from './renderWithSite';

export const tireHotelFields: TireHotelFields = {
  ContactEmail: { value: 'dackhotell@example.se' },
  BookServiceLink: { value: { href: '/boka-service', text: 'Boka service' } },
};

export function renderTireHotel(
  state: TireHotelState = INITIAL_TIRE_HOTEL_STATE,
  fields = tireHotelFields,
  { pageEditing = false }: { pageEditing?: boolean } = {},
) {
  const site = testSite();
  const store = createStore();
  store.set(tireHotelAtom, state);
  const view = render(
    withSite(
      <SitecoreContext
        componentFactory={() => null}
        layoutData={layoutWith([], { site, pageEditing }) as LayoutServiceData}
      >
        <TireHotel
          fields={fields}
          data={undefined}
          params={{}}
          rendering={{ uid: 'th', componentName: 'TireHotel' }}
        />
      </SitecoreContext>,
      { site, store },
    ),
  );
  return { ...view, flow: () => store.get(tireHotelAtom) };
}
