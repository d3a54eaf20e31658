import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource, SearchResult } from '../../runtime';
import { recordPageAnswer } from '../../runtime/page/pageAnswer';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testCar } from '../../tests/fixtures/testCar';
import { testDealer } from '../../tests/fixtures/testDealer';
import { testSite } from '../../tests/fixtures/testSite';
import { CAR_CARD_FIELDS } from '../../ui';
import { loadDealerDetail } from './loader';

const site = testSite();
const result = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  facet: [],
  content: [],
  total_items: 0,
  limit: 1,
  offset: 0,
  failed: false,
  ...overrides,
});

function run(
  routePath: string,
  answers: { sites: SearchResult; vehicles?: SearchResult },
  dictionary: Record<string, string> = {},
) {
  const page = recordPageAnswer();
  const search = vi.fn(async (_site: string, index: string) =>
    index === 'sites' ? answers.sites : (answers.vehicles ?? result()),
  );
  const content = { getDictionary: vi.fn(async () => dictionary) } as unknown as ContentSource;
  const data = loadDealerDetail(
    loaderContext({ site, routePath, answer: page.answer, services: { search: { search }, content } }),
  );
  return { data, state: page.state, search };
}

afterEach(() => vi.restoreAllMocks());

describe('loadDealerDetail', () => {
  it('finds the dealer by the slug in the path, its latest 12 cars, and names the page', async () => {
    const car = testCar();
    const { data, state, search } = run('/anlaggningar/car-store-stockholm', {
      sites: result({ content: [{ ...testDealer() }], total_items: 1 }),
      vehicles: result({ content: [{ ...car }], total_items: 1 }),
    });
    const loaded = await data;
    expect(search).toHaveBeenNthCalledWith(1, 'carstoresesite', 'sites', {
      filters: { slug: ['car-store-stockholm'] },
      limit: 1,
    });
    expect(search).toHaveBeenNthCalledWith(2, 'carstoresesite', 'vehicles', {
      fields: [...CAR_CARD_FIELDS],
      filters: { car_site_id: ['102801'] },
      sort_name: 'car_publishdate_asc',
      limit: 12,
    });
    expect(loaded).toMatchObject({ kind: 'dealer', dealer: { site_id: '102801' } });
    expect(loaded.kind === 'dealer' && loaded.cars.map((card) => card.car_id)).toEqual([car.car_id]);
    expect(loaded.kind === 'dealer' && typeof loaded.now).toBe('number');
    const { status, head } = state();
    expect(status).toBe(200);
    expect(head.title).toBe('Car Store Stockholm');
    expect(head.description).toContain('Kungsgatan 40, 127 31 Stockholm');
    expect(head.ogImage).toBe('/-/media/dealers/dark-showroom.jpg');
    expect(head.pageJsonLd).toMatchObject({ '@type': 'AutoDealer', telephone: '08-110 112 56' });
  });

  it('answers 404 with the not-found view for an unknown slug, a malformed one and the item itself', async () => {
    for (const path of [
      '/anlaggningar/finns-inte',
      '/anlaggningar/NO%20SLUG',
      '/anlaggningar/*',
      '/anlaggningar/a/b',
    ]) {
      const { data, state, search } = run(path, { sites: result() });
      await expect(data).resolves.toEqual({ kind: 'notFound' });
      expect(state().status).toBe(404);
      if (path !== '/anlaggningar/finns-inte') expect(search).not.toHaveBeenCalled();
    }
  });

  it('answers 404 for a record without site_id, and asks for no cars', async () => {
    const { data, state, search } = run('/anlaggningar/car-store-stockholm', {
      sites: result({ content: [{ ...testDealer({ site_id: '' }) }], total_items: 1 }),
    });
    await expect(data).resolves.toEqual({ kind: 'notFound' });
    expect(state().status).toBe(404);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('logs a failed dealer search and redirects 302 to the dictionary’s site-list path, else to /', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withPath = run(
      '/anlaggningar/car-store-stockholm',
      { sites: result({ failed: true }) },
      {
        siteListPath: '/anlaggningar',
      },
    );
    await expect(withPath.data).resolves.toEqual({ kind: 'redirect' });
    expect(withPath.state().redirect).toEqual({ location: '/anlaggningar', status: 302 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('car-store-stockholm'));

    for (const dictionary of [
      {} as Record<string, string>,
      { siteListPath: '//evil.example' },
      { siteListPath: 'https://evil.example' },
    ]) {
      const without = run(
        '/anlaggningar/car-store-stockholm',
        { sites: result({ failed: true }) },
        dictionary,
      );
      await without.data;
      expect(without.state().redirect).toEqual({ location: '/', status: 302 });
    }
  });
});
