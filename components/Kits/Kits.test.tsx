// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { createComponentFactory } from '../../runtime/rendering/componentFactory';
import { INDEX_DEFINITIONS } from '../../runtime/services/search/embedded/indexDefinitions';
import type { SearchRecord } from '../../runtime/services/search/embedded/LocalSearchEngine';
import type { SearchRequest } from '../../schemas/generated/searchRequest';
import { engineSearchClient, stubEngineSearchApi } from '../../tests/fixtures/engineSearchApi';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import {
  layoutWith,
  registryTestComponents,
  renderSitePage,
  renderSitePageToString,
  stubRouter,
} from '../../tests/render/renderSitePage';
import { loadKits } from './index';
import type { KitsData } from './kitsData';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

const CARS = [
  ['Volvo', 'XC40', 'XC40 (2018–2026)'],
  ['Volvo', 'V90', 'V90 (2016–2025)'],
  ['Kia', 'EV6', 'EV6 (2021–2026)'],
] as const;
const CATEGORIES = [
  ['Transport och lastning', 'Takboxar', 'Takbox 420 l'],
  ['Skydd och komfort', 'Golvmattor', 'Gummimattor'],
  ['Laddning', 'Laddkablar', 'Typ 2'],
] as const;

/** Kit `n` of the test catalogue; names sort by number (`Kit 001` …). */
function kit(n: number): SearchRecord {
  const [manufacturer, model, type] = CARS[n % CARS.length] ?? CARS[0];
  const [category, subcategory, group] = CATEGORIES[n % CATEGORIES.length] ?? CATEGORIES[0];
  return {
    kitId: String(100 + n),
    catalogueId: '9521-2026',
    kitCode: `VOL${String(n).padStart(8, '0')}`,
    name: `Kit ${String(n).padStart(3, '0')} – ${manufacturer} ${model}`,
    description: 'Passar bilen perfekt.',
    status: 'Active',
    images: ['/-/media/kits/roof-box.jpg'],
    retailPrice: 1000 + n * 10,
    currency: 'SEK',
    kitcategory: category,
    kitsubcategory: subcategory,
    partsubsubcategory: group,
    parts: [{ partNumber: `P${n}`, name: 'Takbox', quantity: 1 }],
    site_official_name: 'Car Store Umeå',
    manufacturer,
    model,
    type_manf_year: type,
  };
}

const catalogue = (count: number) => Array.from({ length: count }, (_, n) => kit(n));

let siteNumber = 0;
/** A site of its own per test: the browser's search client caches answers per site. */
const freshSite = () => testSite({ name: `kits${++siteNumber}` });

let push: Mock<NextRouter['push']>;

function setUrl(asPath: string) {
  const router = stubRouter();
  router.pathname = '/site/[site]/[lang]/[[...path]]';
  router.asPath = asPath;
  router.query = { site: 'carstoresesite', lang: 'sv-SE', path: ['tillbehor'] };
  router.push = push;
  router.replace = vi.fn<NextRouter['replace']>(async () => true);
  routerRef.current = router;
  window.history.replaceState(null, '', asPath);
}

beforeEach(() => {
  push = vi.fn<NextRouter['push']>(async () => true);
  setUrl('/tillbehor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const serverData = (site: SiteConfig, records: readonly SearchRecord[]) =>
  loadKits(
    loaderContext({ site, services: { search: engineSearchClient(records, INDEX_DEFINITIONS.kits) } }),
  );

function kitsLayout(site: SiteConfig) {
  const layout = layoutWith(
    [{ uid: 'kits', componentName: 'Kits', fields: { Title: { value: 'Tillbehör' } }, params: {} }],
    { site },
  );
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

interface RenderOptions {
  asPath?: string;
  records?: readonly SearchRecord[];
  data?: KitsData;
  failing?: (request: SearchRequest) => boolean;
}

async function renderKits({
  asPath = '/tillbehor',
  records = catalogue(100),
  data,
  failing,
}: RenderOptions = {}) {
  const site = freshSite();
  setUrl(asPath);
  const pageData = data ?? (await serverData(site, records));
  const api = stubEngineSearchApi(records, INDEX_DEFINITIONS.kits, failing);
  const factory = createComponentFactory(registryTestComponents);
  renderSitePage(kitsLayout(site), {
    site,
    factory,
    renderingData: { data: { kits: pageData }, failed: [] },
  });
  return { api, site };
}

/** The kit cards' names (the card's button, also while a dialog hides the page). */
const cardNames = () =>
  screen
    .queryAllByRole('article', { hidden: true })
    .map((card) => within(card).getAllByRole('heading', { hidden: true })[0]?.textContent);
const status = () => document.querySelector('[role="status"]')?.textContent;
/** The cart's side panel (shown from 1200px, so hidden to jsdom, which applies no media query). */
const cartPanel = () => within(screen.getByRole('region', { name: /i varukorgen$/, hidden: true }));
const cartHeading = () => cartPanel().getByRole('heading', { hidden: true }).textContent;

describe('Kits: the list', () => {
  it('renders page one (48 kits in name order) on the server, with the filters and "Visa fler"', async () => {
    const site = freshSite();
    const data = await serverData(site, catalogue(100));
    const html = renderSitePageToString(kitsLayout(site), {
      site,
      renderingData: { data: { kits: data }, failed: [] },
    });
    expect(html.match(/<article/g)).toHaveLength(48);
    expect(html).toContain('Kit 000 – Volvo XC40');
    expect(html).not.toContain('Kit 048');
    expect(html).toContain('Visar 48 av 100');
    expect(html).toContain('Visa fler');
    expect(html).toContain('Välj bil');
    expect(html).toContain('Filtrera');
    expect(html).toContain('method="get"');
  });

  it('hides the filters for a catalogue of 8 kits, shows them for 9 (spec 002 §9)', async () => {
    for (const [count, shown] of [
      [8, false],
      [9, true],
    ] as const) {
      const site = freshSite();
      const html = renderSitePageToString(kitsLayout(site), {
        site,
        renderingData: { data: { kits: await serverData(site, catalogue(count)) }, failed: [] },
      });
      expect(html.includes('Välj bil'), `${count} kits`).toBe(shown);
    }
  });

  it("'Visa fler' asks for the next 48 (offset = page × 48) and says how many of the total are shown", async () => {
    const { api } = await renderKits();
    fireEvent.click(await screen.findByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(cardNames()).toHaveLength(96));
    expect(api.requests.at(-1)).toMatchObject({ limit: 48, offset: 48, sort_name: 'name_asc' });
    expect(screen.getByText('Visar 96 av 100')).toBeTruthy();
  });

  it('searches for a keyphrase and puts it in the URL', async () => {
    const { api } = await renderKits();
    const box = screen.getByRole('searchbox', { name: 'Sök tillbehör' });
    fireEvent.change(box, { target: { value: 'Kit 007' } });
    fireEvent.submit(box);
    await waitFor(() => expect(cardNames()).toEqual(['Kit 007 – Volvo V90']));
    expect(api.requests.at(-1)?.keyphrase).toBe('Kit 007');
    expect(push.mock.lastCall?.[1]).toBe('/tillbehor?keyphrase=Kit%20007');
  });

  it("'Välj bil' narrows the catalogue to the chosen car", async () => {
    await renderKits({ asPath: '/tillbehor?manufacturer=Kia' });
    await waitFor(() => expect(status()).toBe('33 tillbehör'));
    expect(cardNames().every((name) => name?.endsWith('Kia EV6'))).toBe(true);
    const model = screen.getAllByRole('combobox', { name: 'Modell' })[0];
    expect(
      model &&
        within(model)
          .getAllByRole('option')
          .map((option) => option.textContent),
    ).toEqual(['Alla', 'EV6 (33)']);
  });

  it('shows the list error text when the search fails, and the empty text when nothing matches', async () => {
    await renderKits({ asPath: '/tillbehor?keyphrase=Kit', failing: () => true });
    expect(await screen.findByText(/tillbehören skulle hämtas/)).toBeTruthy();
    await renderKits({ asPath: '/tillbehor?keyphrase=Ingenting' });
    expect(await screen.findByText(/Inga tillbehör matchade din sökning/)).toBeTruthy();
  });
});

describe('Kits: the cart', () => {
  it('adds a kit from its detail dialog, lists it in the cart and removes it again', async () => {
    await renderKits();
    expect(cartHeading()).toBe('0 produkter i varukorgen');
    fireEvent.click(screen.getByRole('button', { name: 'Kit 003 – Volvo XC40' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Kit 003 – Volvo XC40' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /^Lägg i varukorgen/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(cartHeading()).toBe('1 produkt i varukorgen'));
    fireEvent.click(
      cartPanel().getByRole('button', { name: 'Ta bort Kit 003 – Volvo XC40 ur varukorgen', hidden: true }),
    );
    expect(cartHeading()).toBe('0 produkter i varukorgen');
  });

  it("puts the URL's packageIds in the cart once, in the URL's order", async () => {
    const { api } = await renderKits({ asPath: '/tillbehor?packageIds=105,101,999&user=anna' });
    await waitFor(() => expect(cartHeading()).toBe('2 produkter i varukorgen'));
    expect(api.requests.find((request) => request.filters?.kitId)?.filters?.kitId).toEqual([
      '105',
      '101',
      '999',
    ]);
    const names = cartPanel()
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Kit 005');
    expect(names[1]).toContain('Kit 001');
    expect(screen.getByRole('button', { name: 'Profil' })).toBeTruthy();
  });

  it("opens the request form from the cart's 'Skicka förfrågan'", async () => {
    await renderKits({ asPath: '/tillbehor?packageIds=101' });
    const send = cartPanel().getByRole('button', { name: 'Skicka förfrågan', hidden: true });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    const dialog = within(await screen.findByRole('dialog', { name: 'Skicka förfrågan' }));
    expect(dialog.getByRole('textbox', { name: /Namn/ })).toBeTruthy();
  });
});
