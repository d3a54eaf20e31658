// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDealers } from '../../tests/fixtures/testDealer';
import { testSite } from '../../tests/fixtures/testSite';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  stubRouter,
} from '../../tests/render/renderSitePage';
import { toDealerCardRecord } from '../../ui';
import type { DealerListData } from './DealerList';
import type { DealerListFields } from './fields.generated';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

const site = testSite();
const allFilters: DealerListFields = {
  Title: { value: 'Våra anläggningar' },
  FilterByRegion: { value: true },
  FilterByBrand: { value: true },
  FilterByDepartmentType: { value: true },
  Brands: [
    {
      id: 'volvo',
      fields: {
        BrandCode: { value: 'VOLVO' },
        Name: { value: 'Volvo' },
        Logo: { value: { src: '/-/media/brands/volvo.svg', alt: 'Volvo', width: 120, height: 40 } },
      },
    },
  ],
};

function options(data: Partial<DealerListData>, count = 10) {
  const listData: DealerListData = {
    dealers: testDealers(count).map(toDealerCardRecord),
    failed: false,
    ...data,
  };
  return { site, renderingData: { data: { list: listData }, failed: [] } };
}

function layout(fields: DealerListFields = allFilters) {
  const data = layoutWith([{ uid: 'list', componentName: 'DealerList', fields: { ...fields } }], { site });
  const route = data.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return data;
}

const cards = () => screen.queryAllByRole('article');

beforeEach(() => {
  const router = stubRouter();
  router.pathname = '/site/[site]/[lang]/[[...path]]';
  router.asPath = '/anlaggningar';
  router.query = { site: 'carstoresesite', lang: 'sv-SE', path: ['anlaggningar'] };
  routerRef.current = router;
});

describe('DealerList', () => {
  it('renders every dealer on the server as a card linking to its page, in a GET form without JavaScript', () => {
    const html = renderSitePageToString(layout(), options({}));
    expect(html.match(/<article/g)).toHaveLength(10);
    expect(html).toContain('href="/anlaggningar/car-store-1"');
    expect(html).toContain('Kungsgatan 40');
    expect(html).toContain('href="tel:0811011256"');
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain('name="region"');
    expect(html).toContain('<noscript>');
  });

  it('shows the search box only with more than 8 dealers', () => {
    const { unmount } = renderSitePage(layout(), options({}, 8));
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderSitePage(layout(), options({}, 9));
    expect(screen.getByRole('searchbox', { name: 'Sök anläggning' }).getAttribute('name')).toBe('q');
  });

  it('shows only the facets the rendering asks for, and filters by a ticked value and the search', () => {
    renderSitePage(layout(), options({}));
    expect(screen.queryByRole('group', { name: 'Ort' })).toBeNull();
    const brand = screen.getByRole('group', { name: 'Märke' });
    expect(
      within(brand)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Volvo(4)', 'Volkswagen(6)']);
    act(() => fireEvent.click(within(brand).getByRole('checkbox', { name: /Volkswagen/ })));
    expect(cards()).toHaveLength(6);
    expect(routerRef.current?.push).toHaveBeenCalledWith(
      expect.anything(),
      '/anlaggningar?brand=VW',
      expect.objectContaining({ shallow: true }),
    );
    const department = screen.getByRole('group', { name: 'Avdelning' });
    expect(within(department).getByRole('checkbox', { name: /Verkstad/ })).toBeTruthy();
    act(() => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'malmö' } }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('1 anläggning')).toBeTruthy();
    act(() => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kiruna' } }));
    expect(screen.getByText('Inga anläggningar matchar din sökning.')).toBeTruthy();
  });

  it('applies the choice the URL was opened with after hydration', () => {
    if (routerRef.current)
      routerRef.current.asPath = '/anlaggningar?region=V%C3%A4stra%20G%C3%B6talands%20l%C3%A4n';
    renderSitePage(layout(), options({}));
    expect(cards()).toHaveLength(5);
    expect((screen.getByRole('checkbox', { name: /Västra Götalands län/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows its error text when the search failed', () => {
    renderSitePage(layout(), options({ dealers: [], failed: true }));
    expect(screen.getByRole('alert').textContent).toContain('Anläggningarna kunde inte visas just nu.');
    expect(cards()).toHaveLength(0);
  });

  it('hides a brand logo that fails to load and names the brand instead', () => {
    renderSitePage(layout(), options({}, 1));
    const logo = screen.getByRole('img', { name: 'Volvo' });
    act(() => fireEvent.error(logo));
    expect(screen.queryByRole('img', { name: 'Volvo' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Märken' })).getByText('Volvo')).toBeTruthy();
  });
});
