/**
 * Next.js's page cache (ISR) as `next.config.ts`'s `cacheHandler`: Next's own file-system cache (memory
 * LRU plus `.next`, exactly as without a handler) and, with REDIS_URL set, Redis in front of it, so N
 * instances serve one page cache. A render any instance makes is written to both; a read asks Redis
 * first and uses the local copy when Redis has none (a page prerendered by the build) or cannot be asked
 * (down, slow: the page keeps being served from this instance's cache). Only Pages Router entries (and
 * "not found" ones) are shared; nothing else of Next's cache is used by this site.
 *
 * On-demand revalidation (pages/api/revalidate.ts) marks a page, or every page of a market, expired at a
 * time; an entry rendered before its mark is not served, by any instance, and the next request renders
 * it afresh. The marks live in Redis, or in this process without it (one instance: the same effect).
 *
 * Next.js's server loads this file by itself, outside its bundles, so it imports packages and
 * `.ts` files only (Node strips the types).
 */
import { createRequire } from 'node:module';
import type * as FileSystemCacheFile from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { connectRedis, redisUrlFromEnv, type SharedRedis } from '../shared/redisConnection.ts';
import { oneByteHtml } from './oneByteHtml.ts';

type FileSystemCacheModule = typeof FileSystemCacheFile;
type LocalCache = InstanceType<FileSystemCacheModule['default']>;
type CacheContext = ConstructorParameters<FileSystemCacheModule['default']>[0];
type StoredEntry = NonNullable<Awaited<ReturnType<LocalCache['get']>>>;
type StoredValue = Parameters<LocalCache['set']>[1];

const { default: FileSystemCache } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
) as FileSystemCacheModule;

/** How long Redis keeps a page (an unknown path's "not found" shorter): a flood of made-up paths lapses. */
const PAGE_TTL_SECONDS = 7 * 24 * 60 * 60;
const NOT_FOUND_TTL_SECONDS = 60 * 60;

const entryKey = (key: string) => `page:${key}`;
const pathMarkKey = (key: string) => `page-expired:${key}`;
const marketMarkKey = (site: string) => `market-expired:${site}`;

/**
 * The page path a cache key stands for. Next.js stores a Pages Router entry under its route's scope,
 * `/route-cache/PAGES/<hash of the route file>/$<page path>` (next/dist/server/lib/route-cache-key.js),
 * while revalidation names the page path (`/site/<name>/<language>/…`): the expiry marks are kept by path.
 */
export function pagePathOfCacheKey(key: string): string {
  return /^\/route-cache\/[^/]+\/[^/]+\/\$(\/.*)$/.exec(key)?.[1] ?? key;
}

/** The market of a page path (`/site/<name>/<language>/…`), if it is a site page. */
export function marketOfPagePath(pagePath: string): string | undefined {
  return /^\/(?:site|wildcard)\/([^/]+)\//.exec(pagePath)?.[1];
}

interface ProcessState {
  redis?: SharedRedis;
  /** Expiry marks when there is no Redis: page key or `market:<name>` → ms since the epoch. */
  marks: Map<string, number>;
}

const STATE_KEY = Symbol.for('car-retail.sharedPageCache');
const processGlobals = globalThis as typeof globalThis & { [STATE_KEY]?: ProcessState };

/** One per process: this file is loaded by Next's server and bundled into the revalidation route. */
function processState(): ProcessState {
  let state = processGlobals[STATE_KEY];
  if (!state) {
    const url = redisUrlFromEnv();
    state = url ? { redis: connectRedis(url), marks: new Map() } : { marks: new Map() };
    processGlobals[STATE_KEY] = state;
  }
  return state;
}

const isShared = (value: StoredValue): boolean => value === null || value.kind === 'PAGES';

/**
 * The entry with its page's HTML in one byte per character (oneByteHtml.ts), changed in place: the
 * entry is the one Next's memory cache holds, so a page read from disk (prerendered by the build) is
 * rewritten once, on its first read, and the check costs nothing on every later one.
 */
function withOneByteHtml(entry: StoredEntry | null): StoredEntry | null {
  if (entry?.value?.kind === 'PAGES') entry.value.html = oneByteHtml(entry.value.html);
  return entry;
}

/** Marks pages (by page path) or whole markets expired now, for every instance. */
export async function expirePages({ keys = [], markets = [] }: { keys?: string[]; markets?: string[] }) {
  const now = Date.now();
  const { redis, marks } = processState();
  const markKeys = [...keys.map(pathMarkKey), ...markets.map(marketMarkKey)];
  if (!redis) {
    for (const key of keys) marks.set(key, now);
    for (const market of markets) marks.set(`market:${market}`, now);
    return;
  }
  if (markKeys.length > 0) {
    await redis.mSet(markKeys.map((key) => [key, String(now)] as [string, string]));
  }
}

/** The newest expiry mark of the page at `pagePath` and of its market (0: none). */
function expiredBefore(pagePath: string, state: ProcessState, marks: (string | null)[]): number {
  if (state.redis) return Math.max(0, ...marks.map((mark) => Number(mark ?? 0)));
  const market = marketOfPagePath(pagePath);
  return Math.max(state.marks.get(pagePath) ?? 0, market ? (state.marks.get(`market:${market}`) ?? 0) : 0);
}

export default class SharedPageCache extends FileSystemCache {
  readonly #state: ProcessState;

  constructor(context: CacheContext) {
    super(context);
    this.#state = processState();
  }

  override async get(...args: Parameters<LocalCache['get']>): Promise<StoredEntry | null> {
    return withOneByteHtml(await this.#get(...args));
  }

  async #get(...args: Parameters<LocalCache['get']>): Promise<StoredEntry | null> {
    const [key] = args;
    const pagePath = pagePathOfCacheKey(key);
    const { redis } = this.#state;
    let shared: StoredEntry | null = null;
    let marks: (string | null)[] = [];
    if (redis?.isReady) {
      const market = marketOfPagePath(pagePath);
      try {
        const [entry = null, ...found] = await redis.mGet([
          entryKey(key),
          pathMarkKey(pagePath),
          ...(market ? [marketMarkKey(market)] : []),
        ]);
        shared = entry === null ? null : (JSON.parse(entry) as StoredEntry);
        marks = found;
      } catch {
        // Redis did not answer in time: this instance's own cache serves.
        return super.get(...args);
      }
    } else if (redis) {
      return super.get(...args);
    }
    const expired = expiredBefore(pagePath, this.#state, marks);
    if (shared && shared.lastModified > expired) return shared;
    const local = await super.get(...args);
    return local && local.lastModified > expired ? local : null;
  }

  override async set(...args: Parameters<LocalCache['set']>): Promise<void> {
    const [key, stored, context] = args;
    const value = stored?.kind === 'PAGES' ? { ...stored, html: oneByteHtml(stored.html) } : stored;
    await super.set(key, value, context);
    const { redis } = this.#state;
    if (!redis?.isReady || !isShared(value)) return;
    const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined;
    const entry: StoredEntry = { lastModified: Date.now(), value, ...(cacheControl ? { cacheControl } : {}) };
    try {
      await redis.set(entryKey(key), JSON.stringify(entry), {
        expiration: { type: 'EX', value: value === null ? NOT_FOUND_TTL_SECONDS : PAGE_TTL_SECONDS },
      });
    } catch {
      // Kept locally; the other instances render it themselves.
    }
  }
}
