import { describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../schemas/generated/searchResponse';
import { testSite } from '../../../tests/fixtures/testSite';
import {
  createSearchClient,
  SEARCH_CACHE_MAX_ENTRIES,
  SEARCH_CACHE_TTL_MS,
  UnknownSearchSiteError,
} from './searchClient';

const site = testSite();
const answer = (request: SearchRequest): SearchResponse => ({
  facet: [],
  content: [{ car_id: '1', index: request.index }],
  total_items: 1,
  limit: request.limit ?? 24,
  offset: request.offset ?? 0,
});

function clientWith(service: (request: SearchRequest) => Promise<SearchResponse>) {
  let clock = 1_000;
  const logError = vi.fn();
  const spy = vi.fn(service);
  const client = createSearchClient({ sites: [site], service: spy, now: () => clock, logError });
  return { client, service: spy, logError, advance: (ms: number) => (clock += ms) };
}

describe('createSearchClient', () => {
  it('asks the index of the named site', async () => {
    const { client, service } = clientWith(async (request) => answer(request));
    const result = await client.search(site.name, 'sites', { limit: 5 });
    expect(service).toHaveBeenCalledWith({ index: site.searchIndexes.sites, limit: 5 });
    expect(result).toMatchObject({
      failed: false,
      total_items: 1,
      content: [{ index: site.searchIndexes.sites }],
    });
  });

  it('throws for a site it does not know', async () => {
    const { client, service } = clientWith(async (request) => answer(request));
    await expect(client.search('nosuchsite', 'vehicles', {})).rejects.toThrow(UnknownSearchSiteError);
    expect(service).not.toHaveBeenCalled();
  });

  it('answers an identical request from its cache for 60 s, key order aside', async () => {
    const { client, service, advance } = clientWith(async (request) => answer(request));
    await client.search(site.name, 'vehicles', {
      keyphrase: 'volvo',
      filters: { car_body: ['SUV'], car_fuel: ['El'] },
    });
    advance(SEARCH_CACHE_TTL_MS - 1);
    await client.search(site.name, 'vehicles', {
      filters: { car_fuel: ['El'], car_body: ['SUV'] },
      keyphrase: 'volvo',
    });
    expect(service).toHaveBeenCalledTimes(1);
    await client.search(site.name, 'vehicles', { keyphrase: 'kia' });
    expect(service).toHaveBeenCalledTimes(2);
    advance(1);
    await client.search(site.name, 'vehicles', {
      keyphrase: 'volvo',
      filters: { car_body: ['SUV'], car_fuel: ['El'] },
    });
    expect(service).toHaveBeenCalledTimes(3);
  });

  it('keeps at most 500 results, forgetting the least recently used first', async () => {
    const { client, service } = clientWith(async (request) => answer(request));
    const search = (page: number) => client.search(site.name, 'vehicles', { offset: page });
    for (let page = 0; page < SEARCH_CACHE_MAX_ENTRIES; page += 1) await search(page);
    await search(0);
    expect(service).toHaveBeenCalledTimes(SEARCH_CACHE_MAX_ENTRIES);

    await search(SEARCH_CACHE_MAX_ENTRIES);
    await search(0);
    expect(service).toHaveBeenCalledTimes(SEARCH_CACHE_MAX_ENTRIES + 1);
    await search(1);
    expect(service).toHaveBeenCalledTimes(SEARCH_CACHE_MAX_ENTRIES + 2);
  });

  it('shares one call between concurrent identical requests', async () => {
    const { client, service } = clientWith(async (request) => answer(request));
    await Promise.all([client.search(site.name, 'kits', {}), client.search(site.name, 'kits', {})]);
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('turns a failure into an empty result marked failed, logs it, and does not cache it', async () => {
    let fail = true;
    const { client, service, logError } = clientWith(async (request) => {
      if (fail) throw new Error('Search service answered 503');
      return answer(request);
    });
    const failed = await client.search(site.name, 'vehicles', { limit: 48, offset: 96 });
    expect(failed).toEqual({ facet: [], content: [], total_items: 0, limit: 48, offset: 96, failed: true });
    expect(logError).toHaveBeenCalledWith(
      `Search of index ${site.searchIndexes.vehicles} failed:`,
      new Error('Search service answered 503'),
    );
    fail = false;
    const retried = await client.search(site.name, 'vehicles', { limit: 48, offset: 96 });
    expect(retried.failed).toBe(false);
    expect(service).toHaveBeenCalledTimes(2);
  });
});
