// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { createComponentFactory } from '../../runtime/rendering/componentFactory';
import { INDEX_DEFINITIONS } from '../../runtime/services/search/embedded/indexDefinitions';
import type { SearchRecord } from '../../runtime/services/search/embedded/LocalSearchEngine';
import type { SearchRequest } from '../../schemas/generated/searchRequest';
import { engineSearchClient, stubEngineSearchApi } from '../../tests/fixtures/engineSearchApi';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { stubModalDialogs } from '../../tests/render/modalDialogs';
import {
  layoutWith,
  registryTestComponents,
  renderSitePage,
  renderSitePageToString,
  sitePage,
  stubRouter,
} from '../../tests/render/renderSitePage';
import fieldsSchema from './carList.schema.json';
import type { CarListData } from './carListData';
import { loadCarList } from './index';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

const MODELS = [
  ['Volvo', 'VO', 'XC60'],
  ['Volvo', 'VO', 'V60'],
  ['Kia', 'KIA', 'Niro'],
  ['Volkswagen', 'VW', 'Golf'],
  ['Land Rover', 'LR', 'Range Rover Evoque'],
] as const;
const BODIES = ['SUV', 'Kombi', 'Halvkombi'];
const FUELS = ['El', 'Diesel', 'Bensin', 'Laddhybrid'];

/** Car `n` of the test stock: the higher `n`, the newer (the default sort shows it first). */
function car(n: number): SearchRecord {
  const [brand, code, model] = MODELS[n % MODELS.length] ?? MODELS[0];
  const price = 100_000 + n * 3_000;
  return {
    car_id: String(1000 + n),
    slug: `begagnad-bil-${n}`,
    car_brand: brand,
    car_brand_code: code,
    car_model: model,
    car_version: `Edition ${n}`,
    car_body: BODIES[n % BODIES.length],
    car_fuel: FUELS[n % FUELS.length],
    car_gearbox: 'Automat',
    car_year: 2012 + (n % 12),
    car_mileage: 500 + n * 100,
    car_mileage_text: `${500 + n * 100} mil`,
    car_site_city: 'Göteborg',
    car_price: price,
    car_price_text: `${price} kr`,
    car_has_campaign_price: false,
    car_vehicle_type_code: 'PC',
    car_vat_eligible: false,
    car_primary_image: { thumbnail_url: `/-/media/cars/${n}.jpg` },
    car_is_sample: false,
    caroftheweek: false,
    car_publishdate: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

const stock = (count: number) => Array.from({ length: count }, (_, n) => car(n));

let siteNumber = 0;
/** A site of its own per test: the browser's search client caches answers per site for 60 s. */
const freshSite = (overrides: Partial<SiteConfig> = {}) =>
  testSite({ name: `carlist${++siteNumber}`, ...overrides });

/** The loader's data for a site over the records. */
const serverData = (site: SiteConfig, records: readonly SearchRecord[]): Promise<CarListData> =>
  loadCarList(
    loaderContext({ site, services: { search: engineSearchClient(records, INDEX_DEFINITIONS.vehicles) } }),
  );

function listLayout(site: SiteConfig, fields: Record<string, unknown> = {}) {
  const layout = layoutWith([{ uid: 'list', componentName: 'CarList', fields, params: {} }], { site });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

let push: Mock<NextRouter['push']>;
let replace: Mock<NextRouter['replace']>;

function setUrl(asPath: string) {
  const router = stubRouter();
  router.pathname = '/site/[site]/[lang]/[[...path]]';
  router.asPath = asPath;
  router.query = { site: 'carstoresesite', lang: 'sv-SE', path: ['bilar'] };
  router.push = push;
  router.replace = replace;
  routerRef.current = router;
}

beforeAll(stubModalDialogs);
beforeEach(() => {
  push = vi.fn<NextRouter['push']>(async () => true);
  replace = vi.fn<NextRouter['replace']>(async () => true);
  setUrl('/bilar');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

interface RenderOptions {
  asPath?: string;
  records?: readonly SearchRecord[];
  site?: SiteConfig;
  data?: CarListData;
  failing?: (request: SearchRequest) => boolean;
  dictionary?: Record<string, string>;
  fields?: Record<string, unknown>;
}

async function renderList({
  asPath = '/bilar',
  records = stock(130),
  site = freshSite(),
  data,
  failing,
  dictionary,
  fields,
}: RenderOptions = {}) {
  setUrl(asPath);
  const pageData = data ?? (await serverData(site, records));
  const api = stubEngineSearchApi(records, INDEX_DEFINITIONS.vehicles, failing);
  // One factory for every render: a new one would wrap the component anew and remount it.
  const factory = createComponentFactory(registryTestComponents);
  const options = { site, dictionary, factory, renderingData: { data: { list: pageData }, failed: [] } };
  const layout = listLayout(site, fields);
  const view = renderSitePage(layout, options);
  return {
    api,
    site,
    /** Renders again, as the router's change of URL does. */
    rerender: () => view.rerender(sitePage(layout, options)),
    unmount: view.unmount,
  };
}

/** The cards (also while the drawer hides the page from assistive technology). */
const cards = () => screen.queryAllByRole('article', { hidden: true });
const cardNames = () => cards().map((card) => within(card).getByRole('link', { hidden: true }).textContent);
/** The live result count (also while the drawer hides the page from assistive technology). */
const count = () => document.querySelector('[role="status"]')?.textContent;
const openFilters = () => fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
const filters = () => within(screen.getByRole('dialog'));
const expand = (section: string) => fireEvent.click(filters().getByRole('button', { name: section }));
const lastUrl = (mock: Mock) => mock.mock.lastCall?.[1];
const loadMore = () => screen.queryByRole('button', { name: 'Visa fler bilar' });

describe('CarList: first page', () => {
  it('renders page one of the default list on the server, without a request', async () => {
    const site = freshSite();
    const records = stock(130);
    const data = await serverData(site, records);
    const { fetchMock } = stubEngineSearchApi(records, INDEX_DEFINITIONS.vehicles);
    const html = renderSitePageToString(listLayout(site), {
      site,
      renderingData: { data: { list: data }, failed: [] },
    });
    for (const text of [
      'Edition 129',
      'Edition 82',
      '130 bilar',
      'Visar 48 av 130',
      'Visa fler bilar',
      'Sortera',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Edition 81');
    expect(html).toContain('href="/bil/1129/begagnad-bil-129"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the cards, the count in a polite live region, and the optional title and text', async () => {
    const fields = { Title: { value: 'Våra bilar' }, Text: { value: '<p>Alla bilar i lager.</p>' } };
    expect(componentFieldsValidator(fieldsSchema)(fields)).toBe(true);
    const { api } = await renderList({ fields });
    expect(cards()).toHaveLength(48);
    expect(cardNames()[0]).toContain('Land Rover Range Rover Evoque Edition 129');
    expect(screen.getByRole('status').textContent).toBe('130 bilar');
    expect(screen.getByRole('heading', { level: 2, name: 'Våra bilar' })).toBeTruthy();
    expect(screen.getByText('Alla bilar i lager.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(48);
    expect(api.requests).toHaveLength(0);
  });

  it('fetches the URL’s state after hydration, pages 0 to N in one request, loading instead of the server’s cars', async () => {
    const { api } = await renderList({ asPath: '/bilar?car_body=SUV&page=1' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ filters: { car_body: ['SUV'] }, limit: 96, offset: 0 });
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: 'Laddar bilar' })).toBeTruthy();
    expect(count()).toBe('Laddar bilar');
    await waitFor(() => expect(count()).toBe('44 bilar'));
    expect(cards()).toHaveLength(44);
    expect(screen.getByText('Visar 44 av 44')).toBeTruthy();
    expect(loadMore()).toBeNull();
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('fetches a deep page two pages a request, the most one search answers, and shows them in order', async () => {
    const { api } = await renderList({ asPath: '/bilar?page=3', records: stock(200) });
    expect(api.requests.map(({ limit, offset }) => ({ limit, offset }))).toEqual([
      { limit: 96, offset: 48 },
      { limit: 48, offset: 144 },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(192));
    expect(screen.getByText('Visar 192 av 200')).toBeTruthy();
  });
});

describe('CarList: filters', () => {
  it('filters on a checkbox: request with the filter at page 0, URL pushed, list scrolled into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { api } = await renderList({ asPath: '/bilar?page=1' });
    await waitFor(() => expect(cards()).toHaveLength(96));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -600, 100, 100));

    openFilters();
    fireEvent.click(filters().getByRole('checkbox', { name: 'SUV (44)' }));
    expect(api.requests[1]).toMatchObject({ filters: { car_body: ['SUV'] }, limit: 48, offset: 0 });
    expect(push).toHaveBeenLastCalledWith(
      {
        pathname: '/site/[site]/[lang]/[[...path]]',
        query: { site: 'carstoresesite', lang: 'sv-SE', path: ['bilar'], car_body: 'SUV' },
      },
      '/bilar?car_body=SUV',
      { shallow: true, scroll: false },
    );
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    await waitFor(() => expect(cards()).toHaveLength(44));
    expect(filters().getByRole('checkbox', { name: 'SUV (44)' })).toHaveProperty('checked', true);
    // Counts are disjunctive: another body adds its cars.
    fireEvent.click(filters().getByRole('checkbox', { name: 'Kombi (43)' }));
    expect(lastUrl(push)).toBe('/bilar?car_body=Kombi&car_body=SUV');
    await waitFor(() => expect(count()).toBe('87 bilar'));
  });

  it('nests a selected brand’s models and unselects them with the brand', async () => {
    const { api } = await renderList();
    openFilters();
    expect(filters().queryByRole('checkbox', { name: /XC60/ })).toBeNull();
    fireEvent.click(filters().getByRole('checkbox', { name: 'Volvo (52)' }));
    expect(api.requests.at(-1)?.filters).toEqual({ car_brand: ['Volvo'] });
    fireEvent.click(await filters().findByRole('checkbox', { name: 'XC60 (26)' }));
    expect(api.requests.at(-1)?.filters).toEqual({ car_brand: ['Volvo'], car_model: ['XC60'] });
    expect(lastUrl(push)).toBe('/bilar?car_brand=Volvo&car_model=XC60');
    await waitFor(() => expect(count()).toBe('26 bilar'));
    fireEvent.click(filters().getByRole('checkbox', { name: 'Volvo (52)' }));
    expect(api.requests.at(-1)?.filters).toEqual({});
    expect(lastUrl(push)).toBe('/bilar');
    await waitFor(() => expect(count()).toBe('130 bilar'));
  });

  it('offers a search box only in facets with 10 or more values', async () => {
    await renderList();
    openFilters();
    const body = filters().getByRole('group', { name: 'Karosstyp' });
    expect(within(body).queryByRole('searchbox')).toBeNull();
    expand('Årsmodell');
    const years = filters().getByRole('group', { name: 'Årsmodell' });
    expect(within(years).getAllByRole('checkbox')).toHaveLength(12);
    fireEvent.change(within(years).getByRole('searchbox', { name: 'Sök' }), { target: { value: '2015' } });
    expect(
      within(years)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['2015 (11)']);
    fireEvent.change(within(years).getByRole('searchbox', { name: 'Sök' }), { target: { value: '1999' } });
    expect(within(years).getByText('Inga alternativ matchar.')).toBeTruthy();
  });

  it('commits a range input on blur, digits only and clamped to the facet', async () => {
    const { api } = await renderList();
    openFilters();
    expand('Pris');
    const from = filters().getByRole('textbox', { name: 'Pris, Från' });
    const to = filters().getByRole('textbox', { name: 'Pris, Till' });
    expect(from).toHaveProperty('value', '100000');
    expect(to).toHaveProperty('value', '487000');
    fireEvent.change(from, { target: { value: '250 000 kr' } });
    expect(from).toHaveProperty('value', '250000');
    expect(api.requests).toHaveLength(0);
    fireEvent.blur(from);
    expect(api.requests.at(-1)?.filters).toEqual({ car_price: ['250000..487000'] });
    expect(lastUrl(push)).toBe('/bilar?car_price=250000..487000');
    await waitFor(() => expect(count()).toBe('80 bilar'));

    fireEvent.change(to, { target: { value: '9999999' } });
    fireEvent.change(from, { target: { value: '5' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    // Both bounds at the facet's edges: no filter.
    expect(api.requests.at(-1)?.filters).toEqual({});
    expect(lastUrl(push)).toBe('/bilar');
    await waitFor(() => expect(count()).toBe('130 bilar'));
  });

  it('applies a price range only with both bounds', async () => {
    const { api } = await renderList();
    openFilters();
    expand('Pris');
    fireEvent.change(filters().getByRole('textbox', { name: 'Pris, Till' }), { target: { value: '300000' } });
    fireEvent.blur(filters().getByRole('textbox', { name: 'Pris, Till' }));
    expect(api.requests.at(-1)?.filters).toEqual({ car_price: ['100000..300000'] });
    await waitFor(() => expect(count()).toBe('67 bilar'));
    fireEvent.change(filters().getByRole('textbox', { name: 'Pris, Från' }), { target: { value: '' } });
    fireEvent.blur(filters().getByRole('textbox', { name: 'Pris, Från' }));
    expect(api.requests.at(-1)?.filters).toEqual({});
    await waitFor(() => expect(count()).toBe('130 bilar'));
  });

  it('lets a mileage range have one bound, in the market’s unit', async () => {
    const { api } = await renderList();
    openFilters();
    expand('Miltal');
    expect(filters().getByText(/^500 mil – 13[\s\u00a0]400 mil$/)).toBeTruthy();
    fireEvent.change(filters().getByRole('textbox', { name: 'Miltal, Till' }), { target: { value: '3000' } });
    fireEvent.blur(filters().getByRole('textbox', { name: 'Miltal, Till' }));
    expect(api.requests.at(-1)?.filters).toEqual({ car_mileage: ['..3000'] });
    expect(lastUrl(push)).toBe('/bilar?car_mileage=..3000');
    await waitFor(() => expect(count()).toBe('26 bilar'));
  });

  it('commits a slider 1500 ms after its last change', async () => {
    const { api } = await renderList();
    openFilters();
    expand('Pris');
    vi.useFakeTimers();
    const thumb = filters().getByRole('slider', { name: 'Pris, Från' });
    fireEvent.change(thumb, { target: { value: '200000' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(thumb, { target: { value: '300000' } });
    act(() => vi.advanceTimersByTime(1499));
    expect(api.requests).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.filters?.car_price?.[0]).toMatch(/^(29|30)\d{4}\.\.487000$/);
    expect(lastUrl(push)).toMatch(/^\/bilar\?car_price=\d+\.\.487000$/);
    vi.useRealTimers();
    await waitFor(() => expect(count()).toMatch(/^\d+ bilar$/));
  });
});

describe('CarList: keyphrase, sort, chips', () => {
  it('splits the keyphrase into filters and keyphrase on submit', async () => {
    const { api } = await renderList();
    const box = screen.getByRole('searchbox', { name: 'Sök bland bilarna' });
    fireEvent.change(box, { target: { value: 'land ROVER kombi edition' } });
    fireEvent.submit(box);
    expect(api.requests.at(-1)).toMatchObject({
      keyphrase: 'edition',
      filters: { car_brand: ['Land Rover'], car_body: ['Kombi'] },
      offset: 0,
    });
    expect(lastUrl(push)).toBe('/bilar?keyphrase=edition&car_brand=Land%20Rover&car_body=Kombi');
    expect(box).toHaveProperty('value', 'edition');
    await waitFor(() => expect(count()).toBe('9 bilar'));
  });

  it('shows the selection as removable chips with clear-all', async () => {
    const { api } = await renderList({
      asPath: '/bilar?keyphrase=edition&car_body=Kombi&car_mileage=..3000',
    });
    const chips = screen.getByRole('list', { name: 'Valda filter' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Sökord: edition', 'Kombi', 'Miltal: ≤ 3 000 mil'.replace(' 0', '\u00a00'), 'Rensa alla']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Ta bort filtret Kombi' }));
    expect(api.requests.at(-1)).toMatchObject({ keyphrase: 'edition', filters: { car_mileage: ['..3000'] } });
    expect(lastUrl(push)).toBe('/bilar?keyphrase=edition&car_mileage=..3000');
    fireEvent.click(within(chips).getByRole('button', { name: 'Rensa alla' }));
    expect(lastUrl(push)).toBe('/bilar');
    expect(screen.queryByRole('list', { name: 'Valda filter' })).toBeNull();
  });

  it('sorts by the chosen option, at page 0', async () => {
    const { api } = await renderList({ asPath: '/bilar?page=1' });
    const sort = screen.getByRole('combobox', { name: 'Sortera' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Senast inkomna', 'Lägsta pris', 'Högsta pris', 'Lägsta miltal']);
    fireEvent.change(sort, { target: { value: 'car_price_asc' } });
    expect(api.requests.at(-1)).toMatchObject({ sort_name: 'car_price_asc', limit: 48, offset: 0 });
    expect(lastUrl(push)).toBe('/bilar?sortName=car_price_asc');
    await waitFor(() => expect(cardNames()[0]).toContain('Edition 0'));
  });

  it('takes labels and texts from the dictionary', async () => {
    await renderList({
      dictionary: { 'carListFacet.car_body': 'Body type', 'carListSort.car_price_asc': 'Cheapest first' },
    });
    expect(screen.getByRole('option', { name: 'Cheapest first' })).toBeTruthy();
    openFilters();
    expect(filters().getByRole('group', { name: 'Body type' })).toBeTruthy();
  });
});

describe('CarList: load more', () => {
  it('appends the next page, follows it in the URL, updates the progress and focuses the first new car', async () => {
    const { api } = await renderList();
    expect(screen.getByText('Visar 48 av 130')).toBeTruthy();
    fireEvent.click(loadMore() as HTMLElement);
    expect(api.requests[0]).toMatchObject({ limit: 48, offset: 48, filters: {} });
    expect(replace).toHaveBeenLastCalledWith(expect.anything(), '/bilar?page=1', {
      shallow: true,
      scroll: false,
    });
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(screen.getByText('Visar 96 av 130')).toBeTruthy();
    // Focus moves in an effect after the new cards render.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('href')).toBe('/bil/1081/begagnad-bil-81'),
    );

    fireEvent.click(loadMore() as HTMLElement);
    expect(api.requests[1]).toMatchObject({ limit: 48, offset: 96 });
    await waitFor(() => expect(cards()).toHaveLength(130));
    expect(screen.getByText('Visar 130 av 130')).toBeTruthy();
    expect(loadMore()).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('hides load more and its progress when every car is shown and there are fewer than 12', async () => {
    const { unmount } = await renderList({ records: stock(11) });
    expect(cards()).toHaveLength(11);
    expect(screen.queryByText(/^Visar/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    await renderList({ records: stock(12) });
    expect(screen.getByText('Visar 12 av 12')).toBeTruthy();
    expect(loadMore()).toBeNull();
  });

  it('keeps the cars when load more fails, shows the error text and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const { api } = await renderList({ failing: () => down });
    fireEvent.click(loadMore() as HTMLElement);
    expect(await screen.findByText(/Något gick fel/)).toBeTruthy();
    expect(cards()).toHaveLength(48);
    down = false;
    fireEvent.click(loadMore() as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(api.requests).toHaveLength(2);
    expect(screen.queryByText(/Något gick fel/)).toBeNull();
  });
});

describe('CarList: errors and empty', () => {
  it('shows carListError when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderList({ failing: () => true, dictionary: { carListError: 'Bilarna kunde inte visas.' } });
    openFilters();
    fireEvent.click(filters().getByRole('checkbox', { name: 'SUV (44)' }));
    fireEvent.click(filters().getByRole('button', { name: 'Stäng filter' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Bilarna kunde inte visas.');
    expect(cards()).toHaveLength(0);
  });

  it('shows carListError when the server’s search failed', async () => {
    await renderList({ data: { cars: [], total: 0, facets: [], failed: true } });
    expect(screen.getByRole('alert').textContent).toContain('Något gick fel');
  });

  it('shows carListError for a page above 19, without a request', async () => {
    const { api } = await renderList({ asPath: '/bilar?page=20' });
    expect(screen.getByRole('alert').textContent).toContain('Något gick fel');
    expect(api.requests).toHaveLength(0);
    expect(cards()).toHaveLength(0);
  });

  it('shows noSearchResults when nothing matches', async () => {
    await renderList({ asPath: '/bilar?keyphrase=zzzz', dictionary: { noSearchResults: 'Inga träffar.' } });
    expect(await screen.findByText('Inga träffar.')).toBeTruthy();
    expect(count()).toBe('0 bilar');
  });
});

describe('CarList: history and filter panel variant', () => {
  it('restores the state and the list on back and forward', async () => {
    const { api, rerender } = await renderList();
    setUrl('/bilar?car_fuel=El');
    rerender();
    expect(api.requests.at(-1)?.filters).toEqual({ car_fuel: ['El'] });
    await waitFor(() => expect(count()).toBe('33 bilar'));
    openFilters();
    expect(filters().getByRole('checkbox', { name: 'El (33)' })).toHaveProperty('checked', true);
    fireEvent.click(filters().getByRole('button', { name: 'Stäng filter' }));

    setUrl('/bilar');
    rerender();
    await waitFor(() => expect(count()).toBe('130 bilar'));
    expect(cardNames()[0]).toContain('Edition 129');
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the visitor’s latest change when the router reaches an earlier one late', async () => {
    const { api, rerender } = await renderList();
    openFilters();
    fireEvent.click(filters().getByRole('checkbox', { name: 'SUV (44)' }));
    fireEvent.click(filters().getByRole('checkbox', { name: 'Kombi (43)' }));
    expect(push.mock.calls.map((call) => call[1])).toEqual([
      '/bilar?car_body=SUV',
      '/bilar?car_body=Kombi&car_body=SUV',
    ]);
    setUrl('/bilar?car_body=SUV');
    rerender();
    setUrl('/bilar?car_body=Kombi&car_body=SUV');
    rerender();
    expect(api.requests.map((request) => request.filters?.car_body)).toEqual([['SUV'], ['Kombi', 'SUV']]);
    await waitFor(() => expect(count()).toBe('87 bilar'));
    expect(filters().getByRole('checkbox', { name: 'SUV (44)' })).toHaveProperty('checked', true);
    // Back: not the list's own doing, so it applies.
    setUrl('/bilar?car_body=SUV');
    rerender();
    // (Its answer comes from the search client's 60 s cache.)
    await waitFor(() => expect(count()).toBe('44 bilar'));
    expect(filters().getByRole('checkbox', { name: 'Kombi (43)' })).toHaveProperty('checked', false);
    expect(api.requests).toHaveLength(2);
  });

  it('remembers the filter panel variant in session storage', async () => {
    const { unmount } = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Dölj filterpanelen' }));
    expect(window.sessionStorage.getItem('filterType')).toBe('toggle');
    expect(screen.getByRole('button', { name: 'Visa filter bredvid listan' })).toBeTruthy();
    unmount();
    await renderList();
    const pin = screen.getByRole('button', { name: 'Visa filter bredvid listan' });
    fireEvent.click(pin);
    expect(window.sessionStorage.getItem('filterType')).toBe('sticky');
    // The same button, relabelled: focus stays where it was.
    expect(screen.getByRole('button', { name: 'Dölj filterpanelen' })).toBe(pin);
  });

  it('opens the filter drawer as a labelled dialog and returns focus to its button on close', async () => {
    await renderList();
    const button = screen.getByRole('button', { name: /^Filter/ });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filtrera' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Visa bilar (130)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
