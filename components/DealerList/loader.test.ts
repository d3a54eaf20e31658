import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testDealer } from '../../tests/fixtures/testDealer';
import { testSite } from '../../tests/fixtures/testSite';
import { loadDealerList } from './index';

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

describe('loadDealerList', () => {
  it('asks the sites index for 48 dealers in their own order and hands cards, not whole records', async () => {
    const client = fakeClient({ content: [{ ...testDealer() }, { site_id: 'no-slug' }], total_items: 2 });
    const data = await loadDealerList(loaderContext({ site: testSite(), services: { search: client } }));
    expect(client.search).toHaveBeenCalledWith('carstoresesite', 'sites', {
      sort_name: 'website_sort_order_asc',
      limit: 48,
    });
    expect(data.failed).toBe(false);
    expect(data.dealers).toEqual([
      {
        site_id: '102801',
        slug: 'car-store-stockholm',
        site_official_name: 'Car Store Stockholm',
        site_street: 'Kungsgatan 40',
        site_zip: '127 31',
        site_city: 'Stockholm',
        site_brands: ['VOLVO', 'VW', 'VW_TR'],
        site_phone: '08-110 112 56',
        site_region: 'Stockholms län',
        image: { src: '/-/media/dealers/dark-showroom.jpg', blurDataUrl: 'data:image/jpeg;base64,AAAA' },
        brandNames: { VOLVO: 'Volvo', VW: 'Volkswagen', VW_TR: 'Volkswagen Transportbilar' },
        departmentTypes: ['sales', 'service'],
      },
    ]);
    // No staff or schedules in the page props.
    expect(JSON.stringify(data)).not.toContain('Karlsson');
  });

  it('marks a failed search, so the list shows its error text', async () => {
    const client = fakeClient({ failed: true });
    await expect(loadDealerList(loaderContext({ services: { search: client } }))).resolves.toEqual({
      dealers: [],
      failed: true,
    });
  });
});
