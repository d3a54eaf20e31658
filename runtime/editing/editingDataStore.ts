/**
 * Where JSS keeps the page the editor posted (`POST /api/editing/render`) until the page render it asks
 * for reads it back (editingPreview.ts). JSS's default is a file in this machine's temp folder. Behind a
 * load balancer that render request reaches the site through the balancer, so another instance may
 * serve it and find no file: with REDIS_URL set the data is kept in Redis for every instance, for two
 * minutes as JSS keeps it, and read once. While Redis is away each instance keeps it on its disk again.
 * The render route and the page, which Next.js bundles apart, share one service per process
 * (onePerProcess). Server-only.
 */
import {
  BasicEditingDataService,
  type EditingData,
  type EditingDataCache,
  EditingDataDiskCache,
  type EditingDataService,
  editingDataService,
} from '@sitecore-jss/sitecore-jss-nextjs/editing';
import { onePerProcess } from '../cache/onePerProcess';
import { type SharedRedis, sharedOrLocal, sharedRedis } from '../shared/sharedRedis';

/** How long posted editing data waits to be read: JSS's own caches keep it as long. */
export const EDITING_DATA_TTL_MS = 120_000;

const redisKey = (key: string) => `{editing}:${key}`;

export class SharedEditingDataCache implements EditingDataCache {
  readonly #redis: SharedRedis;
  readonly #local: EditingDataCache;

  constructor(redis: SharedRedis, local: EditingDataCache = new EditingDataDiskCache()) {
    this.#redis = redis;
    this.#local = local;
  }

  async set(key: string, data: EditingData): Promise<void> {
    await sharedOrLocal(
      this.#redis,
      async () => {
        await this.#redis.set(redisKey(key), JSON.stringify(data), { PX: EDITING_DATA_TTL_MS });
      },
      () => this.#local.set(key, data),
    );
  }

  /** The data, read once; from this instance's disk when Redis has none (kept there while it was away). */
  async get(key: string): Promise<EditingData | undefined> {
    const stored = await sharedOrLocal(
      this.#redis,
      () => this.#redis.getDel(redisKey(key)),
      () => null,
    );
    return stored === null ? this.#local.get(key) : (JSON.parse(stored) as EditingData);
  }
}

/** The editing data cache shared through Redis when REDIS_URL is set; undefined: JSS's own on disk. */
export function sharedEditingDataCache(
  env: Record<string, string | undefined> = process.env,
): EditingDataCache | undefined {
  const redis = sharedRedis(env);
  return redis ? new SharedEditingDataCache(redis) : undefined;
}

/** JSS's editing data service over that cache, one per process for the render route and the page alike. */
export const serverEditingDataService = (): EditingDataService =>
  onePerProcess('editingDataService', () => {
    const editingDataCache = sharedEditingDataCache();
    return editingDataCache ? new BasicEditingDataService({ editingDataCache }) : editingDataService;
  });
