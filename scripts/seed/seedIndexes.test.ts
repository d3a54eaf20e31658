import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { indexFile } from '../../runtime/services/search/embedded/indexFile';
import { readIndexFile } from '../../runtime/services/search/embedded/readIndexFile';
import { ensureSeeded, generateIndex } from './seedIndexes';

const CARS = 40;
const site = testSite();
const otherSite = testSite({
  name: 'othersite',
  searchIndexes: { vehicles: 'other-vehicles', sites: site.searchIndexes.sites, kits: 'other-kits' },
});
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'demo-stock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const names = () => readdirSync(dir).sort();

describe('generateIndex', () => {
  it('returns the same records for the same site and options', async () => {
    for (const kind of ['vehicles', 'sites', 'kits'] as const) {
      const first = JSON.stringify(await generateIndex(site, kind, { cars: CARS }));
      expect(JSON.stringify(await generateIndex(site, kind, { cars: CARS }))).toBe(first);
    }
  });

  it('scales the vehicles with the cars option', async () => {
    expect(await generateIndex(site, 'vehicles', { cars: CARS })).toHaveLength(CARS);
  });
});

describe('ensureSeeded', () => {
  it('writes every missing index as a JSON array, one record per line, and returns the files', async () => {
    const written = await ensureSeeded([site], { dir, cars: CARS });
    expect(written.sort()).toEqual(
      [site.searchIndexes.vehicles, site.searchIndexes.sites, site.searchIndexes.kits]
        .map((name) => indexFile(name, dir))
        .sort(),
    );
    const text = readFileSync(indexFile(site.searchIndexes.vehicles, dir), 'utf8');
    const records = JSON.parse(text) as unknown[];
    expect(records).toHaveLength(CARS);
    expect(text.trim().split('\n')).toHaveLength(CARS + 2);
    expect(names().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves existing indexes alone and rewrites them all with force', async () => {
    writeFileSync(indexFile(site.searchIndexes.sites, dir), '[]');
    const before = statSync(indexFile(site.searchIndexes.sites, dir)).mtimeMs;
    const written = await ensureSeeded([site], { dir, cars: CARS });
    expect(written).not.toContain(indexFile(site.searchIndexes.sites, dir));
    expect(readFileSync(indexFile(site.searchIndexes.sites, dir), 'utf8')).toBe('[]');
    expect(statSync(indexFile(site.searchIndexes.sites, dir)).mtimeMs).toBe(before);
    expect(await ensureSeeded([site], { dir, cars: CARS })).toEqual([]);
    expect(await ensureSeeded([site], { dir, cars: CARS, force: true })).toHaveLength(3);
    expect(JSON.parse(readFileSync(indexFile(site.searchIndexes.sites, dir), 'utf8'))).not.toEqual([]);
  });

  it('writes an index several sites share once, from the first site naming it', async () => {
    const messages: string[] = [];
    const written = await ensureSeeded([site, otherSite], {
      dir,
      cars: CARS,
      log: (message) => messages.push(message),
    });
    expect(written).toHaveLength(5);
    expect(written.filter((file) => file === indexFile(site.searchIndexes.sites, dir))).toHaveLength(1);
    expect(messages).toHaveLength(5);
    expect(readFileSync(indexFile(site.searchIndexes.sites, dir), 'utf8')).toBe(
      `[\n${(await generateIndex(site, 'sites')).map((record) => JSON.stringify(record)).join(',\n')}\n]\n`,
    );
  });

  it('writes each index once when two callers seed the same folder at the same time', async () => {
    const [first, second] = await Promise.all([
      ensureSeeded([site], { dir, cars: CARS }),
      ensureSeeded([site], { dir, cars: CARS }),
    ]);
    const expected = [site.searchIndexes.vehicles, site.searchIndexes.sites, site.searchIndexes.kits];
    expect([...first, ...second].sort()).toEqual(expected.map((name) => indexFile(name, dir)).sort());
    expect(names()).toEqual(expected.map((name) => `${name}.json`).sort());
    for (const name of expected)
      expect(Array.isArray(JSON.parse(readFileSync(indexFile(name, dir), 'utf8')))).toBe(true);
  });

  it('only touches the kinds it is asked for', async () => {
    const written = await ensureSeeded([site], { dir, cars: CARS, kinds: ['vehicles'] });
    expect(written).toEqual([indexFile(site.searchIndexes.vehicles, dir)]);
    expect(names()).toEqual([`${site.searchIndexes.vehicles}.json`]);
  });
});

describe('readIndexFile', () => {
  it('reads back what ensureSeeded wrote, record by record', async () => {
    const site = testSite();
    await ensureSeeded([site], { dir, cars: 25, kinds: ['vehicles', 'sites'] });
    expect(await readIndexFile(indexFile(site.searchIndexes.vehicles, dir))).toEqual(
      JSON.parse(JSON.stringify(await generateIndex(site, 'vehicles', { cars: 25 }))),
    );
    expect(await readIndexFile(indexFile(site.searchIndexes.sites, dir))).toHaveLength(
      (await generateIndex(site, 'sites')).length,
    );
  });
});
