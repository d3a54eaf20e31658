import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { CAR_CARD_FIELDS } from '../../ui';
import { testSite } from '../../tests/fixtures/testSite';
import { loadCarList } from './index';

const site = testSite();
const car = { car_id: '1', slug: 'begagnad-volvo', car_brand: 'Volvo' };

function fakeClient(result: Partial<SearchResult>) {
  return {
    search: vi.fn(async () => ({
      facet: [],
      content: [],
      total_items: 0,
      limit: 48,
      offset: 0,
      failed: false,
      ...result,
    })),
  };
}

describe('loadCarList', () => {
  it('searches page one of the default list: 48 cars, card fields, the market’s facets and sort', async () => {
    const facet = [{ name: 'car_body', type: 'value' as const, value: [{ text: 'SUV', count: 1 }] }];
    const client = fakeClient({ content: [car, { slug: 'no-id' }], total_items: 1, facet });
    const data = await loadCarList(loaderContext({ site, services: { search: client } }));
    expect(client.search).toHaveBeenCalledWith('carstoresesite', 'vehicles', {
      fields: [...CAR_CARD_FIELDS],
      facets: site.carList.facets.map((name) => ({ name })),
      filters: {},
      sort_name: 'car_publishdate_desc',
      limit: 48,
      offset: 0,
    });
    expect(data).toEqual({ cars: [car], total: 1, facets: facet, failed: false });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('hands a failed search to the component (its error text) instead of throwing', async () => {
    const data = await loadCarList(
      loaderContext({ site, services: { search: fakeClient({ failed: true }) } }),
    );
    expect(data).toEqual({ cars: [], total: 0, facets: [], failed: true });
  });
});
