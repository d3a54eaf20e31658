// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCar } from '../../tests/fixtures/testCar';
import { testDealer } from '../../tests/fixtures/testDealer';
import { testSite } from '../../tests/fixtures/testSite';
import { layoutWith, renderSitePage, renderSitePageToString } from '../../tests/render/renderSitePage';
import { toCarCardRecord } from '../../ui';
import type { DealerDetailData } from './dealerDetailData';
import type { DealerDetailFields } from './fields.generated';

const site = testSite();
/** Thursday 26 November 2026, 12:00 in Stockholm. */
const NOW = Date.parse('2026-11-26T11:00:00Z');
const fields: DealerDetailFields = {
  Brands: [
    {
      id: 'vw',
      fields: {
        BrandCode: { value: 'VW' },
        Name: { value: 'Volkswagen' },
        Logo: { value: { src: '/-/media/brands/vw.svg', alt: 'Volkswagen', width: 40, height: 40 } },
      },
    },
  ],
};

function page(data: DealerDetailData) {
  const layout = layoutWith([{ uid: 'dealer', componentName: 'DealerDetail', fields: { ...fields } }], {
    site,
  });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return [layout, { site, renderingData: { data: { dealer: data }, failed: [] } }] as const;
}

const dealerData: DealerDetailData = {
  kind: 'dealer',
  dealer: testDealer(),
  cars: [toCarCardRecord(testCar())],
  now: NOW,
};

afterEach(() => vi.useRealTimers());

describe('DealerDetail', () => {
  it('renders every section on the server, with today’s status at the server’s instant', () => {
    const html = renderSitePageToString(...page(dealerData));
    for (const expected of [
      'href="/anlaggningar"', // back link
      '<h1',
      'Car Store Stockholm',
      'Kungsgatan 40, 127 31 Stockholm',
      'href="https://www.google.com/maps/search/?api=1&amp;query=Kungsgatan+40%2C+127+31+Stockholm"',
      'Karta över Car Store Stockholm',
      '<svg', // the offline map, drawn on the server
      'href="tel:0811011256"',
      'href="mailto:stockholm@carstore.se"',
      'Avdelningar',
      'Nybilsförsäljning',
      'Öppet nu · stänger 18:00',
      'Stängt för ombyggnad till och med 30 november 2026',
      'Julafton 24 december',
      '20 november 2026 – 30 november 2026',
      'Mikael Karlsson',
      'Försäljningschef',
      'href="mailto:mikael.karlsson@carstore.se"',
      'Senast inkomna bilar',
      'href="/bilar?car_site_name=Car%20Store%20Stockholm"',
    ])
      expect(html).toContain(expected);
  });

  it('folds VW_TR into VW among the brand logos and hides a logo that fails to load', () => {
    renderSitePage(...page(dealerData));
    const brands = screen.getByRole('list', { name: 'Märken' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((item) => item.textContent || item.querySelector('img')?.alt),
    ).toEqual(['Volvo', 'Volkswagen']);
    act(() => fireEvent.error(within(brands).getByRole('img', { name: 'Volkswagen' })));
    expect(within(brands).queryByRole('img')).toBeNull();
    expect(within(brands).getByText('Volkswagen')).toBeTruthy();
  });

  it('shows the latest cars with the car list’s card, linking to each car', () => {
    renderSitePage(...page(dealerData));
    const cars = screen.getByRole('region', { name: 'Senast inkomna bilar' });
    expect(within(cars).getAllByRole('article')).toHaveLength(1);
    expect(within(cars).getByRole('link', { name: /Alla bilar hos Car Store Stockholm/ })).toBeTruthy();
  });

  it('follows the browser clock after hydration', () => {
    vi.useFakeTimers({
      now: Date.parse('2026-11-26T19:00:00Z'),
      toFake: ['Date', 'setTimeout', 'setInterval'],
    });
    const { container } = renderSitePage(...page(dealerData));
    act(() => vi.advanceTimersByTime(1));
    const statuses = [...container.querySelectorAll('p[data-open]')].map((status) => status.textContent);
    expect(statuses).toEqual([
      'Stängt · öppnar fredag 09:00',
      'Stängt för ombyggnad till och med 30 november 2026',
    ]);
  });

  it('shows the not-found view with a link to the list', () => {
    renderSitePage(...page({ kind: 'notFound' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anläggningen finns inte');
    expect(screen.getByRole('link', { name: 'Se alla anläggningar' }).getAttribute('href')).toBe(
      '/anlaggningar',
    );
  });
});
