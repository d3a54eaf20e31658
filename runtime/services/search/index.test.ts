import { describe, expect, it, vi } from 'vitest';

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
});
