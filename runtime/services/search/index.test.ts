import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { forgetOnePerProcessValues } from '../../cache/onePerProcess';
import type * as IndexFileModule from './embedded/indexFile';
import type * as ReadIndexFileModule from './embedded/readIndexFile';
import { searchIndexesLoading } from './indexPreload';

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

  it('loads every market index at start, so a visitor’s first search reads no file; loading until all settled', async () => {
    // Index files of their own (empty stock), so the test needs no `npm run seed`; one is missing.
    const { loadSiteConfigs } = await import('../../config/loadSiteConfigs');
    const indexes = [...new Set(loadSiteConfigs().flatMap((site) => Object.values(site.searchIndexes)))];
    const [missing, ...present] = indexes;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'search-preload-'));
    for (const name of present) writeFileSync(path.join(dataDir, `${name}.json`), '[]');
    const reads = vi.fn();
    vi.doMock('./embedded/indexFile', async (original) => {
      const actual = await original<typeof IndexFileModule>();
      return { ...actual, SEARCH_DATA_DIR: dataDir };
    });
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
    try {
      forgetOnePerProcessValues();
      const instrumentation = await bundleCopy();
      const logError = vi.fn();
      const preloading = instrumentation.preloadSearchIndexes({}, logError);
      expect(searchIndexesLoading()).toBe(true);
      await preloading;
      expect(searchIndexesLoading()).toBe(false);
      expect(reads).toHaveBeenCalledTimes(present.length);
      expect(logError).toHaveBeenCalledOnce();
      expect(logError).toHaveBeenCalledWith(
        `The search index ${missing} could not be loaded at start:`,
        expect.objectContaining({ name: 'IndexFileError' }),
      );
      const pages = await bundleCopy();
      const answer = await pages.serverSearchService()({ index: present[0] ?? '', limit: 1 });
      expect(answer.total_items).toBe(0);
      expect(reads).toHaveBeenCalledTimes(present.length);
    } finally {
      vi.doUnmock('./embedded/indexFile');
      vi.doUnmock('./embedded/readIndexFile');
      forgetOnePerProcessValues();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('loads nothing with a hosted search service', async () => {
    const logError = vi.fn();
    const preloading = (await bundleCopy()).preloadSearchIndexes(
      { SEARCH_API_URL: 'https://search.example' },
      logError,
    );
    expect(searchIndexesLoading()).toBe(false);
    await preloading;
    expect(logError).not.toHaveBeenCalled();
  });
});
