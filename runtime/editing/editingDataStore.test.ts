import type { EditingData, EditingDataCache } from '@sitecore-jss/sitecore-jss-nextjs/editing';
import { describe, expect, it } from 'vitest';
import { redisAway, redisForTests, redisReady } from '../../tests/fixtures/redisForTests';
import { redisServerBinary } from '../../tests/fixtures/redisServer';
import { EDITING_DATA_TTL_MS, SharedEditingDataCache } from './editingDataStore';

/** What the editor posts, as JSS keeps it. */
const posted = (path: string): EditingData => ({
  path,
  language: 'sv-SE',
  layoutData: { sitecore: { context: { pageEditing: true }, route: null } },
  dictionary: { emptyPlaceholder: 'Tom platshållare' },
});

/** An instance's disk cache, in memory, to see what falls back to it. */
function diskOfOneInstance(): EditingDataCache & { keys: () => string[] } {
  const files = new Map<string, EditingData>();
  return {
    set: (key, data) => Promise.resolve(void files.set(key, data)),
    get: (key) => Promise.resolve(files.get(key)),
    keys: () => [...files.keys()],
  };
}

describe.skipIf(!redisServerBinary())('editing data shared through Redis', () => {
  const testRedis = redisForTests();

  /** One instance of the site: its own Redis connection and disk. */
  function instance() {
    const redis = testRedis.connect();
    const disk = diskOfOneInstance();
    return { redis, disk, cache: new SharedEditingDataCache(redis, disk) };
  }

  it('the editor’s page posted to one instance is read by another, once, and lapses after two minutes', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    await a.cache.set('item-1-abc', posted('/om-oss'));
    expect(await a.redis.pTTL('{editing}:item-1-abc')).toBeGreaterThan(EDITING_DATA_TTL_MS - 5_000);
    expect(await b.cache.get('item-1-abc')).toEqual(posted('/om-oss'));
    expect(await b.cache.get('item-1-abc')).toBeUndefined();
    expect(a.disk.keys()).toEqual([]);
  });

  it('while Redis is away an instance keeps the data on its own disk and still reads it back', async () => {
    const a = instance();
    await redisReady(a.redis);
    await testRedis.server().stop();
    await redisAway(a.redis);
    await a.cache.set('item-2-def', posted('/kontakt'));
    expect(a.disk.keys()).toEqual(['item-2-def']);
    expect(await a.cache.get('item-2-def')).toEqual(posted('/kontakt'));
    await testRedis.server().start();
    await redisReady(a.redis);
    // Redis back and empty: what was kept on disk during the outage is still found there.
    expect(await a.cache.get('item-2-def')).toEqual(posted('/kontakt'));
  });
});
