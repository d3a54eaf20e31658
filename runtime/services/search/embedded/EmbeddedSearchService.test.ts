import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSite } from '../../../../tests/fixtures/testSite';
import { UnknownSearchIndexError } from '../contract';
import { EmbeddedSearchService } from './EmbeddedSearchService';

const site = testSite();
let dataDir: string;

const writeIndex = (name: string, records: unknown) =>
  writeFileSync(path.join(dataDir, `${name}.json`), JSON.stringify(records));

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-search-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('EmbeddedSearchService', () => {
  it('answers from the data file of a named index, building its engine once', async () => {
    writeIndex(site.searchIndexes.vehicles, [
      { car_id: '1', car_brand: 'Volvo' },
      { car_id: '2', car_brand: 'Kia' },
    ]);
    writeIndex(site.searchIndexes.sites, []);
    writeIndex(site.searchIndexes.kits, []);
    const service = new EmbeddedSearchService({ sites: [site], dataDir });
    const response = await service.search({
      index: site.searchIndexes.vehicles,
      filters: { car_brand: ['Kia'] },
    });
    expect(response.content).toEqual([{ car_id: '2', car_brand: 'Kia' }]);
    expect(await service.engine(site.searchIndexes.vehicles)).toBe(
      await service.engine(site.searchIndexes.vehicles),
    );
  });

  it('refuses an index no site names', async () => {
    const service = new EmbeddedSearchService({ sites: [site], dataDir });
    await expect(service.search({ index: 'someone_elses_vehicles' })).rejects.toThrow(
      new UnknownSearchIndexError('unknown index "someone_elses_vehicles"'),
    );
  });

  it('fails on a missing data file, naming it and the command that writes it, and writes nothing', async () => {
    const service = new EmbeddedSearchService({ sites: [site], dataDir });
    await expect(service.search({ index: site.searchIndexes.sites, limit: 1 })).rejects.toThrow(
      `${path.join(dataDir, `${site.searchIndexes.sites}.json`)}: no such index file; run \`npm run seed\``,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('fails on a broken data file and loads it again once mended', async () => {
    writeIndex(site.searchIndexes.vehicles, { not: 'a list' });
    writeIndex(site.searchIndexes.sites, []);
    writeIndex(site.searchIndexes.kits, []);
    const service = new EmbeddedSearchService({ sites: [site], dataDir });
    await expect(service.search({ index: site.searchIndexes.vehicles })).rejects.toThrow(
      'expected a JSON array of records',
    );
    writeIndex(site.searchIndexes.vehicles, [{ car_id: '7' }]);
    expect((await service.search({ index: site.searchIndexes.vehicles })).total_items).toBe(1);
  });
});
