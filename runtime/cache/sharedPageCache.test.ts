import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types';
import type { RouteKind } from 'next/dist/server/route-kind';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageKeysOf } from '../api/revalidateRoute';
import SharedPageCache, { expirePages, pagePathOfCacheKey } from './sharedPageCache';

// Next.js declares its kinds as const enums, which isolated modules cannot read: their values as it writes them.
const PAGES_VALUE = 'PAGES' as CachedRouteKind.PAGES;
const PAGES_KIND = 'PAGES' as IncrementalCacheKind.PAGES;
const SITE_ROUTE = { kind: 'PAGES' as RouteKind.PAGES, sourceRoute: '/site/[site]/[lang]/[[...path]]' };

/** The key Next.js hands the cache handler for a site page (its route's scope, then the page path). */
const cacheKeyOf = (pagePath: string) => getRouteCacheKey(pagePath, SITE_ROUTE);

const page = (title: string) => ({
  kind: PAGES_VALUE,
  html: `<title>${title}</title>`,
  pageData: {},
  headers: undefined,
  status: undefined,
});
const pageContext = { kind: PAGES_KIND, isFallback: false } as const;

/** Without REDIS_URL: Next's cache in this process, the marks too (one instance). */
function localCache(): SharedPageCache {
  return new SharedPageCache({
    fs: nodeFs,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

async function store(cache: SharedPageCache, pagePath: string, title: string): Promise<void> {
  await cache.set(cacheKeyOf(pagePath), page(title), {
    ...pageContext,
    cacheControl: { revalidate: 300, expire: undefined },
  });
}

const titleIn = async (cache: SharedPageCache, pagePath: string) => {
  const entry = await cache.get(cacheKeyOf(pagePath), pageContext);
  return entry?.value?.kind === PAGES_VALUE ? entry.value.html : null;
};

describe('shared page cache: on-demand revalidation', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('reads the page path out of the key Next.js stores a page under', () => {
    const keys = pageKeysOf({ name: 'carstoresesite', languages: ['sv-SE'] }, '/Bilagande');
    expect(keys.map((key) => pagePathOfCacheKey(cacheKeyOf(key)))).toEqual([
      '/site/carstoresesite/sv-SE/bilagande',
    ]);
    expect(pagePathOfCacheKey(cacheKeyOf('/site/carstoresesite/sv-SE'))).toBe('/site/carstoresesite/sv-SE');
  });

  it('stops serving a page rendered before its path was revalidated, and serves the next render', async () => {
    const cache = localCache();
    await store(cache, '/site/a/sv-SE/bilagande', 'old');
    await store(cache, '/site/a/sv-SE/kontakt', 'other');
    vi.advanceTimersByTime(1_000);
    await expirePages({ keys: pageKeysOf({ name: 'a', languages: ['sv-SE'] }, '/bilagande') });
    expect(await titleIn(cache, '/site/a/sv-SE/bilagande')).toBeNull();
    expect(await titleIn(cache, '/site/a/sv-SE/kontakt')).toBe('<title>other</title>');
    vi.advanceTimersByTime(1_000);
    await store(cache, '/site/a/sv-SE/bilagande', 'new');
    expect(await titleIn(cache, '/site/a/sv-SE/bilagande')).toBe('<title>new</title>');
  });

  it('stops serving every page of a revalidated market, and only of that market', async () => {
    const cache = localCache();
    await store(cache, '/site/b/sv-SE', 'home');
    await store(cache, '/site/b/sv-SE/bilagande', 'page');
    await store(cache, '/site/c/sv-SE/bilagande', 'elsewhere');
    vi.advanceTimersByTime(1_000);
    await expirePages({ markets: ['b'] });
    expect(await titleIn(cache, '/site/b/sv-SE')).toBeNull();
    expect(await titleIn(cache, '/site/b/sv-SE/bilagande')).toBeNull();
    expect(await titleIn(cache, '/site/c/sv-SE/bilagande')).toBe('<title>elsewhere</title>');
  });
});

describe('shared page cache: the HTML it keeps', () => {
  beforeEach(() => vi.stubEnv('REDIS_URL', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('keeps a page with its characters above U+00FF written as escapes (oneByteHtml.ts)', async () => {
    const cache = localCache();
    await store(cache, '/site/a/sv-SE/om-oss', 'Om oss – Car Store');
    expect(await titleIn(cache, '/site/a/sv-SE/om-oss')).toBe('<title>Om oss &#x2013; Car Store</title>');
  });
});
