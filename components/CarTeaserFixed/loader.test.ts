import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient } from '../../runtime';
import type { Rendering } from '../../schemas/generated/layout';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { searchAnswering } from '../../tests/fixtures/searchAnswers';
import { testCars } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import { toCarCardRecord } from '../../ui';
import type { CarTeaserFixedFields } from './fields.generated';
import { loadCarTeaserFixed } from './index';

const site = testSite();
const rendering: Rendering = { uid: 'picks', componentName: 'CarTeaserFixed' };
const load = (search: SearchClient['search'], ids: string) =>
  loadCarTeaserFixed(
    loaderContext<CarTeaserFixedFields>({
      site,
      rendering,
      fields: { CarIds: { value: ids } },
      services: { search: { search } },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('loadCarTeaserFixed', () => {
  const cars = testCars(3, 2001);

  it('shows the cars in the editor’s order, whatever order the search answers in, skipping unknown ids', async () => {
    const search = searchAnswering([...cars].reverse());
    const data = await load(search, '2002, sold-car, 2001, 2003');
    expect(search).toHaveBeenCalledWith(
      'carstoresesite',
      'vehicles',
      expect.objectContaining({ filters: { car_id: ['2002', 'sold-car', '2001', '2003'] }, limit: 4 }),
    );
    expect(data.cars.map((car) => car.car_id)).toEqual(['2002', '2001', '2003']);
    expect(data.cars[0]).toEqual(toCarCardRecord(cars[1] ?? cars[0]!));
  });

  it('asks for at most 100 cars', async () => {
    const search = searchAnswering([]);
    await load(search, Array.from({ length: 120 }, (_, n) => String(5000 + n)).join(' '));
    expect(search.mock.calls[0]?.[2].limit).toBe(100);
    expect(search.mock.calls[0]?.[2].filters?.car_id).toHaveLength(100);
  });

  it('does not search without ids', async () => {
    const search = vi.fn();
    expect(await load(search, ' , ')).toEqual({ cars: [] });
    expect(search).not.toHaveBeenCalled();
  });

  it('answers no cars, logged, when the search fails or throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await load(async (_site, _kind, query) => emptySearchResult(query, true), '2001')).toEqual({
      cars: [],
    });
    expect(await load(async () => Promise.reject(new Error('timeout')), '2001')).toEqual({ cars: [] });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toContain('CarTeaserFixed picks (carstoresesite)');
  });
});
