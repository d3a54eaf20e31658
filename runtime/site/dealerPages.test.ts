import { describe, expect, it } from 'vitest';
import type { SearchRequest, SearchResponse, SearchService } from '../services/search/contract';
import { testSite } from '../../tests/fixtures/testSite';
import { dealerPagePaths } from './dealerPages';

const site = testSite({ paths: { ...testSite().paths, siteDetail: '/hitta-hit' } });

/** A sites index of `count` dealers, answered a page at a time like the search service. */
function sitesIndex(count: number, asked: SearchRequest[]): SearchService {
  const slugs = Array.from({ length: count }, (_, index) => ({
    slug: index % 50 === 7 ? '' : `Dealer-${index}`,
  }));
  return async (request): Promise<SearchResponse> => {
    asked.push(request);
    const offset = request.offset ?? 0;
    const limit = request.limit ?? 24;
    return { facet: [], content: slugs.slice(offset, offset + limit), total_items: count, limit, offset };
  };
}

describe('dealerPagePaths', () => {
  it("lists every dealer's page under the site-detail path, a page of 100 at a time", async () => {
    const asked: SearchRequest[] = [];
    const paths = await dealerPagePaths(site, sitesIndex(230, asked));
    expect(asked.map((request) => [request.index, request.offset, request.limit])).toEqual([
      [site.searchIndexes.sites, 0, 100],
      [site.searchIndexes.sites, 100, 100],
      [site.searchIndexes.sites, 200, 100],
    ]);
    expect(paths.size).toBe(230 - 5);
    expect(paths).toContain('/hitta-hit/dealer-0');
    expect(paths).toContain('/hitta-hit/dealer-229');
  });

  it('is empty for a site without dealers', async () => {
    expect(await dealerPagePaths(site, sitesIndex(0, []))).toEqual(new Set());
  });
});
