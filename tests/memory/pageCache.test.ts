/**
 * The bound next.config.ts puts on the ISR cache's memory layer, proved on Next.js's own cache: Next
 * counts a page as its HTML and data, but a path that was not found as 25 bytes plus its key, while such
 * an entry holds ~350 bytes. Unknown paths are what clients can mint without end.
 */
import { describe, expect, it } from 'vitest';
import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external';
import type { CachedRouteKind } from 'next/dist/server/response-cache/types';
import nextConfig from '../../next.config';

const PAGE_KEY = '/route-cache/PAGES/11cf57487e433749325e60f1c2c19c462d4057da8d7391775b8b7d7e1a4abbdc/$/site';
/** What Next.js counts for a "not found" entry besides its key. */
const NOT_FOUND_SIZE = 25;

const notFound = () => ({ value: null, lastModified: Date.now() });
const page = (htmlBytes: number) => ({
  value: {
    kind: 'PAGES' as CachedRouteKind.PAGES,
    html: 'x'.repeat(htmlBytes),
    pageData: {},
    headers: undefined,
    status: 200,
  },
  lastModified: Date.now(),
});

describe('the ISR memory cache', () => {
  const maxBytes = nextConfig.cacheMaxMemorySize ?? 0;
  const cache = getMemoryCache(maxBytes);

  it('is bounded to 16 MiB', () => {
    expect(maxBytes).toBe(16 * 1024 * 1024);
  });

  it('holds a bounded number of unknown paths, however many are asked for', () => {
    // Long paths, as fuzzers send them, so that fewer of them fill the cache.
    const key = (n: number) => `${PAGE_KEY}/carstoresesite/sv-SE/${'sida-som-saknas-'.repeat(25)}${n}`;
    const flood = 50_000;
    for (let n = 0; n < flood; n += 1) cache.set(key(n), notFound());
    expect(cache.currentSize).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeLessThanOrEqual(Math.ceil(maxBytes / (NOT_FOUND_SIZE + key(0).length)));
    expect(cache.has(key(0))).toBe(false);
    expect(cache.has(key(flood - 1))).toBe(true);
  });

  it('still takes the largest page, the car list, after a flood', () => {
    const carList = `${PAGE_KEY}/carstoresesite/sv-SE/kopa-bil`;
    cache.set(carList, page(620_000));
    expect(cache.get(carList)?.value).toMatchObject({ kind: 'PAGES', status: 200 });
    expect(cache.currentSize).toBeLessThanOrEqual(maxBytes);
  });
});
