import { describe, expect, it } from 'vitest';
import type { DealerSite } from '../../../../schemas/generated/dealerSite';
import type { SearchRequest, SearchResponse, SearchService } from '../../search/contract';
import { SEARCH_CACHE_TTL_MS } from '../../search/searchClient';
import { WORKSHOP_DIRECTORY_MAX_MARKETS, WorkshopDirectory } from './workshopDirectory';

/** One dealer site with a workshop, named after the index it was found in. */
const siteOf = (index: string): DealerSite => ({
  site_id: '500000',
  slug: 'bilhallen',
  site_official_name: `Bilhallen i ${index}`,
  site_street: 'Verkstadsgatan 1',
  site_zip: '111 22',
  site_city: 'Stad',
  site_geocoord: '59.33000,18.06000',
  site_brands: ['VOLVO'],
  website_sort_order: 0,
  site_departments: [{ name: 'Verkstad', department_type: 'service' }],
});

const answerFor = (request: SearchRequest): SearchResponse => ({
  content: [siteOf(request.index) as unknown as Record<string, unknown>],
  total_items: 1,
  limit: 100,
  offset: 0,
  facet: [],
});

/** A search service that records what it was asked and answers with `answer` (one site by default). */
function recordingSearch(
  answer: (request: SearchRequest) => Promise<SearchResponse> = async (r) => answerFor(r),
) {
  const asked: string[] = [];
  const search: SearchService = (request) => {
    asked.push(request.index);
    return answer(request);
  };
  return { asked, search };
}

const names = (workshops: readonly { siteName: string }[]) => workshops.map((w) => w.siteName);

describe('the workshop directory', () => {
  it('searches a market’s sites index once for many calls, and another market’s on its own', async () => {
    const { asked, search } = recordingSearch();
    const directory = new WorkshopDirectory(search);
    for (let call = 0; call < 5; call += 1)
      expect(names(await directory.workshops('se_sites'))).toEqual(['Bilhallen i se_sites']);
    expect(names(await directory.workshops('no_sites'))).toEqual(['Bilhallen i no_sites']);
    await directory.workshops('no_sites');
    expect(asked).toEqual(['se_sites', 'no_sites']);
  });

  it('lets calls made while a search is under way share it', async () => {
    const { asked, search } = recordingSearch();
    const directory = new WorkshopDirectory(search);
    const answers = await Promise.all([1, 2, 3].map(() => directory.workshops('se_sites')));
    expect(answers.map(names)).toEqual(Array(3).fill(['Bilhallen i se_sites']));
    expect(asked).toHaveLength(1);
  });

  it('searches again once the search client’s 60 s have passed', async () => {
    const { asked, search } = recordingSearch();
    let now = 0;
    const directory = new WorkshopDirectory(search, { now: () => now });
    await directory.workshops('se_sites');
    now = SEARCH_CACHE_TTL_MS - 1;
    await directory.workshops('se_sites');
    expect(asked).toHaveLength(1);
    now = SEARCH_CACHE_TTL_MS;
    await directory.workshops('se_sites');
    expect(asked).toHaveLength(2);
  });

  it('does not keep a failed search: the next call searches again', async () => {
    let failing = true;
    const { asked, search } = recordingSearch(async (request) => {
      if (failing) throw new Error('search is down');
      return answerFor(request);
    });
    const directory = new WorkshopDirectory(search);
    await expect(directory.workshops('se_sites')).rejects.toThrow('search is down');
    failing = false;
    expect(names(await directory.workshops('se_sites'))).toEqual(['Bilhallen i se_sites']);
    expect(asked).toHaveLength(2);
  });

  it('stops waiting for a caller who went away while the others get the shared answer', async () => {
    let answer: (response: SearchResponse) => void = () => undefined;
    const { asked, search } = recordingSearch(
      () => new Promise<SearchResponse>((resolve) => (answer = resolve)),
    );
    const directory = new WorkshopDirectory(search);
    const abort = new AbortController();
    const leaving = directory.workshops('se_sites', abort.signal);
    const staying = directory.workshops('se_sites');
    abort.abort(new Error('the client went away'));
    await expect(leaving).rejects.toThrow('the client went away');
    answer(answerFor({ index: 'se_sites' }));
    expect(names(await staying)).toEqual(['Bilhallen i se_sites']);
    expect(asked).toHaveLength(1);
  });

  it('remembers a bounded number of markets, forgetting the least recently used', async () => {
    const { asked, search } = recordingSearch();
    const directory = new WorkshopDirectory(search);
    for (let market = 0; market <= WORKSHOP_DIRECTORY_MAX_MARKETS; market += 1)
      await directory.workshops(`market_${market}_sites`);
    await directory.workshops(`market_${WORKSHOP_DIRECTORY_MAX_MARKETS}_sites`);
    expect(asked).toHaveLength(WORKSHOP_DIRECTORY_MAX_MARKETS + 1);
    await directory.workshops('market_0_sites');
    expect(asked).toHaveLength(WORKSHOP_DIRECTORY_MAX_MARKETS + 2);
  });
});
