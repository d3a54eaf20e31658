import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { loadBrandFacetFilter } from './index';

const site = testSite();

const answer = (result: Partial<SearchResult>): SearchResult => ({
  facet: [],
  content: [],
  total_items: 0,
  limit: 0,
  offset: 0,
  failed: false,
  ...result,
});

describe('loadBrandFacetFilter', () => {
  it('asks for the brand code facet only (limit 0) and collapses the codes', async () => {
    const search = vi.fn(async () =>
      answer({
        facet: [
          {
            name: 'car_brand_code',
            type: 'value',
            value: [
              { text: 'MH', count: 1 },
              { text: 'MH_TR', count: 2 },
              { text: 'VW', count: 3 },
              { text: 'VW_TR', count: 4 },
            ],
          },
        ],
      }),
    );
    const data = await loadBrandFacetFilter(loaderContext({ site, services: { search: { search } } }));
    expect(search).toHaveBeenCalledWith('carstoresesite', 'vehicles', {
      limit: 0,
      facets: [{ name: 'car_brand_code', sort_order: 'asc' }],
    });
    expect(data).toEqual({
      brands: [
        { code: 'MH', codes: ['MH'], count: 1 },
        { code: 'MH_TR', codes: ['MH_TR'], count: 2 },
        { code: 'VW', codes: ['VW', 'VW_TR'], count: 7 },
      ],
    });
  });

  it('shows no tiles when the search fails', async () => {
    const data = await loadBrandFacetFilter(
      loaderContext({ site, services: { search: { search: async () => answer({ failed: true }) } } }),
    );
    expect(data).toEqual({ brands: [] });
  });
});
