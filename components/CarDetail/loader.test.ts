import { describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient, type SearchQuery, type SearchResult } from '../../runtime';
import { recordPageAnswer } from '../../runtime/page/pageAnswer';
import type { LoaderServices } from '../../runtime/rendering/ComponentEntry';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { fullRecord, testCar, testCars } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import { CAR_CARD_FIELDS } from '../../ui';
import { SAMPLE_SITES_LIMIT } from '../../runtime';
import { SIMILAR_CARS_LIMIT } from './carQueries';
import type { CarDetailFields } from './fields.generated';
import { loadCarDetail } from './loader';

const site = testSite();
const base = site.paths.carDetail;
const car = fullRecord(testCar({ car_id: '1001', slug: 'begagnad-suv-bensin-2022-volvo-xc60-t8' }));
const stock = { ...car, car_site_region: 'Västra Götalands län' };

type Answer = (kind: string, query: SearchQuery) => readonly object[] | 'fail';

/** A search double answering by kind and query, recording every query; the page answer it produced. */
function page(routePath: string, answer: Answer, extra: Partial<LoaderServices> = {}, onSite = site) {
  const queries: { kind: string; query: SearchQuery }[] = [];
  const search = vi.fn<SearchClient['search']>(async (_site, kind, query) => {
    queries.push({ kind, query });
    const content = answer(kind, query);
    if (content === 'fail') return emptySearchResult(query, true);
    // Records as the index holds them: objects of any of its shapes.
    return {
      ...emptySearchResult(query, false),
      content: content as SearchResult['content'],
      total_items: content.length,
    };
  });
  const recorder = recordPageAnswer();
  const context = loaderContext<CarDetailFields>({
    site: onSite,
    routePath,
    services: { search: { search }, ...extra },
    answer: recorder.answer,
  });
  return { load: () => loadCarDetail(context), queries, answer: () => recorder.state() };
}

const byId = (query: SearchQuery) => query.filters?.car_id?.[0];

describe('loadCarDetail (spec 001 §2 routing, §7 queries, §8 errors)', () => {
  it('renders a stock car with its similar cars of the same region, body and fuel, and its dealer', async () => {
    const similar = testCars(3);
    const dealer = { site_id: '31', slug: 'car-store-goteborg', site_official_name: 'Car Store Göteborg' };
    const view = page(`${base}/1001/${car.slug}`, (kind, query) =>
      kind === 'sites' ? [dealer] : byId(query) === '1001' ? [stock] : similar,
    );
    const data = await view.load();
    expect(data).toMatchObject({ kind: 'car', car: stock, similar, dealer });
    expect(view.queries).toContainEqual({
      kind: 'vehicles',
      query: { filters: { car_id: ['1001'] }, limit: 1 },
    });
    expect(view.queries).toContainEqual({
      kind: 'vehicles',
      query: {
        fields: [...CAR_CARD_FIELDS],
        filters: {
          car_site_region: ['Västra Götalands län'],
          car_body: ['SUV'],
          car_fuel: ['Laddhybrid'],
          'car_id.neq': ['1001'],
        },
        limit: SIMILAR_CARS_LIMIT,
      },
    });
    expect(view.queries.find((q) => q.kind === 'sites')?.query.filters).toEqual({ site_id: ['31'] });
    const { status, head } = view.answer();
    expect(status).toBe(200);
    expect(head.title).toBe('Volvo XC60 T8 AWD Recharge Inscription');
    expect(head.pageJsonLd).toMatchObject({
      '@type': 'Car',
      offers: { '@type': 'Offer', price: 449_900, priceCurrency: 'SEK' },
    });
  });

  it('finds sellers and other packages for a sample car, and similar stock cars of its model', async () => {
    const sample = { ...car, car_is_sample: true, car_trim_package: 'Plus' };
    const packages = [
      { car_id: '7', slug: 'a', car_trim_package: 'Ultimate' },
      { car_id: '8', slug: 'b', car_trim_package: 'Plus' },
      { car_id: '9', slug: 'c', car_trim_package: 'Ultimate' },
    ];
    const sellers = [
      { site_id: '1', site_official_name: 'Hedin Göteborg', site_city: 'Göteborg', site_departments: [] },
    ];
    const view = page(`${base}/1001/${car.slug}`, (kind, query) => {
      if (kind === 'sites') return sellers;
      if (byId(query) === '1001') return [sample];
      return query.filters?.car_is_sample?.[0] === true ? packages : [];
    });
    const data = await view.load();
    expect(data).toMatchObject({ kind: 'car', sampleSites: sellers, packages: [packages[0]] });
    expect(view.queries.find((q) => q.kind === 'sites')?.query).toMatchObject({
      filters: { site_brands: ['VOLVO'] },
      limit: SAMPLE_SITES_LIMIT,
    });
    expect(view.queries.map((q) => q.query.filters)).toContainEqual({
      car_brand: ['Volvo'],
      car_model: ['XC60'],
      car_is_sample: [false],
    });
  });

  it('answers 302 to the full URL of an id-only or outdated URL, looking up the slug only', async () => {
    const idOnly = page(`${base}/1001`, () => [{ car_id: '1001', slug: car.slug }]);
    expect(await idOnly.load()).toEqual({ kind: 'redirect' });
    expect(idOnly.answer().redirect).toEqual({ location: `${base}/1001/${car.slug}`, status: 302 });
    expect(idOnly.queries[0]?.query).toEqual({
      fields: ['car_id', 'slug'],
      filters: { car_id: ['1001'] },
      limit: 1,
    });

    const outdated = page(`${base}/1001/old-slug`, () => [car]);
    await outdated.load();
    expect(outdated.answer().redirect).toEqual({ location: `${base}/1001/${car.slug}`, status: 302 });
  });

  it('answers 404 with similar cars by the slug keyphrase for an unknown car', async () => {
    const similar = testCars(2);
    const view = page(`${base}/999/begagnad-suv-bensin-2022-volvo-xc60`, (_kind, query) =>
      byId(query) ? [] : similar,
    );
    expect(await view.load()).toEqual({ kind: 'notFound', keyphrase: 'volvo', similar });
    expect(view.answer().status).toBe(404);
    expect(view.queries[1]?.query).toEqual({ fields: [...CAR_CARD_FIELDS], keyphrase: 'volvo', limit: 8 });
  });

  it('answers 404 without asking for a car when the path has no id', async () => {
    const view = page(`${base}/volvo-xc60`, () => []);
    expect(await view.load()).toMatchObject({ kind: 'notFound', keyphrase: '' });
    expect(view.answer().status).toBe(404);
    expect(view.queries.every((q) => !q.query.filters?.car_id)).toBe(true);
  });

  it('answers 503 with the error state when the search fails', async () => {
    const view = page(`${base}/1001/${car.slug}`, () => 'fail');
    expect(await view.load()).toEqual({ kind: 'error' });
    expect(view.answer().status).toBe(503);
  });

  it('adds the film and 360° views of a car on show where the market shows them, and goes on without them', async () => {
    const onShowCar = { ...stock, autos_on_show: true, car_regno: 'MA21 PSJ' };
    const media = {
      regNo: 'MA21 PSJ',
      hasVideo: true,
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      has360: true,
      images360: ['/api/autosonshow/frames/v1/exterior/suv/white/00.svg'],
      hasInternal360: false,
      internal360: [],
    };
    const showing = testSite({ features: { ...site.features, carsOnShowExtras: true } });
    const answer: Answer = (_kind, query) => (byId(query) ? [onShowCar] : []);
    const ask = vi.fn(async () => media);
    const shown = page(`${base}/1001/${car.slug}`, answer, { autosOnShow: { media: ask } }, showing);
    expect(await shown.load()).toMatchObject({ kind: 'car', onShow: media });
    expect(ask).toHaveBeenCalledWith('MA21 PSJ');

    const elsewhere = page(`${base}/1001/${car.slug}`, answer, { autosOnShow: { media: ask } });
    expect(await elsewhere.load()).not.toHaveProperty('onShow');
    expect(ask).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = page(
      `${base}/1001/${car.slug}`,
      answer,
      { autosOnShow: { media: () => Promise.reject(new Error('down')) } },
      showing,
    );
    const data = await failing.load();
    expect(data).toMatchObject({ kind: 'car' });
    expect(data).not.toHaveProperty('onShow');
    expect(failing.answer().status).toBe(200);
  });
});
