import { describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient, type SearchQuery } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { CAR_CARD_FIELDS } from '../../ui';
import { testCars } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import { CAR_OF_THE_WEEK_LIMIT, loadCarOfTheWeek } from './index';

const site = testSite();
const withSearch = (search: SearchClient['search']) =>
  loaderContext({ site, services: { search: { search } } });

describe('loadCarOfTheWeek', () => {
  it('asks the site vehicles index for the newest cars of the week, card fields only', async () => {
    const cars = testCars(3);
    const search = vi.fn(async (_site: string, _kind: string, query: SearchQuery) => ({
      ...emptySearchResult(query, false),
      content: cars,
      total_items: 3,
    }));
    const data = await loadCarOfTheWeek(withSearch(search));
    expect(search).toHaveBeenCalledWith('carstoresesite', 'vehicles', {
      filters: { caroftheweek: [true] },
      fields: [...CAR_CARD_FIELDS],
      limit: CAR_OF_THE_WEEK_LIMIT,
      sort_name: 'car_publishdate_desc',
    });
    expect(CAR_OF_THE_WEEK_LIMIT).toBe(12);
    expect(data).toEqual({ cars });
  });

  it('answers no cars when the search failed, and skips records without id or slug', async () => {
    const failed = await loadCarOfTheWeek(
      withSearch(async (_site, _kind, query) => emptySearchResult(query, true)),
    );
    expect(failed).toEqual({ cars: [] });
    const [car] = testCars(1);
    const partial = await loadCarOfTheWeek(
      withSearch(async (_site, _kind, query) => ({
        ...emptySearchResult(query, false),
        content: [{ car_brand: 'Volvo' }, { ...car }],
      })),
    );
    expect(partial).toEqual({ cars: [car] });
  });
});
