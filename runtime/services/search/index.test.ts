import { describe, expect, it, vi } from 'vitest';
import { forgetOnePerProcessValues } from '../../cache/onePerProcess';
import type * as ReadIndexFileModule from './embedded/readIndexFile';

/** A fresh copy of the module, as the page routes and `/api/search` each get one from Next.js. */
async function bundleCopy() {
  vi.resetModules();
  return import('./index');
}

describe('the server search service', () => {
  it('is one service and one cached client per process, however many bundles import it', async () => {
    const pages = await bundleCopy();
    const api = await bundleCopy();
    expect(api.serverSearchService).not.toBe(pages.serverSearchService);
    expect(api.serverSearchService()).toBe(pages.serverSearchService());
    expect(api.serverSearchClient()).toBe(pages.serverSearchClient());
  });

  it('loads every market index at start, so a visitor’s first search reads no file', async () => {
    const reads = vi.fn();
    vi.doMock('./embedded/readIndexFile', async (original) => {
      const actual = await original<typeof ReadIndexFileModule>();
      return {
        ...actual,
        readIndexFile: (file: string) => {
          reads(file);
          return actual.readIndexFile(file);
        },
      };
    });
    forgetOnePerProcessValues();
    const instrumentation = await bundleCopy();
    const logError = vi.fn();
    await instrumentation.preloadSearchIndexes({}, logError);
    expect(logError).not.toHaveBeenCalled();
    const { loadSiteConfigs } = await import('../../config/loadSiteConfigs');
    const indexes = new Set(loadSiteConfigs().flatMap((site) => Object.values(site.searchIndexes)));
    expect(reads).toHaveBeenCalledTimes(indexes.size);
    const pages = await bundleCopy();
    const answer = await pages.serverSearchService()({ index: 'carstore_se_vehicles', limit: 1 });
    expect(answer.total_items).toBeGreaterThan(0);
    expect(reads).toHaveBeenCalledTimes(indexes.size);
    vi.doUnmock('./embedded/readIndexFile');
  });

  it('loads nothing with a hosted search service', async () => {
    const logError = vi.fn();
    await (await bundleCopy()).preloadSearchIndexes({ SEARCH_API_URL: 'https://search.example' }, logError);
    expect(logError).not.toHaveBeenCalled();
  });
});
