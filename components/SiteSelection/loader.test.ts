import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient } from '../../runtime';
import type { Rendering } from '../../schemas/generated/layout';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { searchAnswering } from '../../tests/fixtures/searchAnswers';
import { testDealerSite } from '../../tests/fixtures/testDealerSite';
import { testSite } from '../../tests/fixtures/testSite';
import type { SiteSelectionFields } from './fields.generated';
import { loadSiteSelection } from './index';

const site = testSite();
const rendering: Rendering = { uid: 'workshops', componentName: 'SiteSelection' };
const dealer = (n: number) => testDealerSite({ site_id: String(n), slug: `car-store-${n}` });

const load = (search: SearchClient['search'], fields: SiteSelectionFields = {}) =>
  loadSiteSelection(
    loaderContext<SiteSelectionFields>({ site, rendering, fields, services: { search: { search } } }),
  );

afterEach(() => vi.restoreAllMocks());

describe('loadSiteSelection', () => {
  it('searches the market’s sites index for its workshop sites, up to 100', async () => {
    const search = searchAnswering([dealer(1), dealer(2)]);
    const data = await load(search);
    expect(search).toHaveBeenCalledWith(
      'carstoresesite',
      'sites',
      expect.objectContaining({ filters: { site_department_types: ['service'] }, limit: 100 }),
    );
    expect(data.sites.map((card) => card.slug)).toEqual(['car-store-1', 'car-store-2']);
  });

  it('asks for 4 when the rendering chooses the predefined query', async () => {
    const search = searchAnswering([]);
    await load(search, { Query: { value: 'predefined' } });
    expect(search.mock.calls[0]?.[2].limit).toBe(4);
  });

  it('answers no sites, and logs which block it hid, when the search fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await load(async (_site, _kind, query) => emptySearchResult(query, true));
    expect(failed).toEqual({ sites: [] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('SiteSelection workshops (carstoresesite)'));
  });

  it('answers no sites, logged, when the search throws instead of failing the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await load(async () => Promise.reject(new Error('socket hang up')));
    expect(thrown).toEqual({ sites: [] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sites search failed'), expect.any(Error));
  });
});
