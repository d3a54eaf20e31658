import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient } from '../../runtime';
import type { Rendering } from '../../schemas/generated/layout';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { searchAnswering } from '../../tests/fixtures/searchAnswers';
import { testCars } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import type { CarTeaserQueryFields } from './fields.generated';
import { loadCarTeaserQuery } from './index';

const rendering: Rendering = { uid: 'electric', componentName: 'CarTeaserQuery' };
const load = (
  search: SearchClient['search'],
  fields: CarTeaserQueryFields,
  site = testSite(),
  language = site.defaultLanguage,
) =>
  loadCarTeaserQuery(
    loaderContext<CarTeaserQueryFields>({
      site,
      language,
      rendering,
      fields,
      services: { search: { search } },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('loadCarTeaserQuery', () => {
  it('searches the market’s cars with the block’s filters, sort and number, and links the car list to the same search', async () => {
    const search = searchAnswering(testCars(3));
    const data = await load(search, {
      Filters: { value: 'car_fuel=El' },
      Sort: { value: 'car_price_asc' },
      NumberOfCars: { value: '3' },
      Limit: { value: '12' },
    });
    expect(search).toHaveBeenCalledWith(
      'carstoresesite',
      'vehicles',
      expect.objectContaining({ filters: { car_fuel: ['El'] }, sort_name: 'car_price_asc', limit: 3 }),
    );
    expect(data.cars.map((car) => car.car_id)).toEqual(['2001', '2002', '2003']);
    expect(data.carListHref).toBe('/bilar?car_fuel=El&sortName=car_price_asc');
  });

  it('shows 8 cars without a number, the newest first by the market’s default sort', async () => {
    const search = searchAnswering(testCars(10));
    const data = await load(search, {});
    expect(search.mock.calls[0]?.[2]).toMatchObject({
      limit: 8,
      sort_name: 'car_publishdate_desc',
      filters: {},
    });
    expect(data.cars).toHaveLength(8);
    expect(data.carListHref).toBe('/bilar');
  });

  it('links the car list in the page’s language', async () => {
    const site = testSite({ languages: ['en', 'sv-SE'], defaultLanguage: 'en' });
    const data = await load(searchAnswering([]), { Filters: { value: 'car_body=SUV' } }, site, 'sv-SE');
    expect(data.carListHref).toBe('/sv-se/bilar?car_body=SUV');
  });

  it('answers no cars, logged, when the search fails or throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await load(async (_site, _kind, query) => emptySearchResult(query, true), {});
    const thrown = await load(async () => Promise.reject(new Error('ECONNREFUSED')), {});
    expect(failed.cars).toEqual([]);
    expect(thrown.cars).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toContain('CarTeaserQuery electric (carstoresesite)');
  });
});
