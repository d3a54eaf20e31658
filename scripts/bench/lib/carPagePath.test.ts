import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carPagePath, firstCarPagePath, firstIndexRecord } from './carPagePath';

const dir = mkdtempSync(path.join(os.tmpdir(), 'car-page-path-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function indexWith(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const volvo = { car_id: '3309000001', slug: 'begagnad-kombi-2023-volvo-v90', car_brand: 'Volvo' };
const toyota = { car_id: '3309000002', slug: 'ny-suv-2024-toyota-rav4', car_brand: 'Toyota' };

describe('carPagePath', () => {
  it('puts the car id and slug below the market’s car detail path', () => {
    expect(carPagePath('/kopa-bil/bil', volvo)).toBe(
      '/kopa-bil/bil/3309000001/begagnad-kombi-2023-volvo-v90',
    );
  });

  it('encodes what cannot stand in a path segment', () => {
    expect(carPagePath('/cars', { car_id: 'a/b', slug: 'bil med mellanslag' })).toBe(
      '/cars/a%2Fb/bil%20med%20mellanslag',
    );
  });

  it.each([
    ['no record', undefined],
    ['no slug', { car_id: '1' }],
    ['an empty id', { car_id: '', slug: 'x' }],
    ['a numeric id', { car_id: 1, slug: 'x' }],
  ])('refuses a record with %s', (_, record) => {
    expect(() => carPagePath('/kopa-bil/bil', record)).toThrow(/car_id and a slug/);
  });
});

describe('firstIndexRecord', () => {
  it('reads the first record of a seeded index (one record per line)', async () => {
    const file = indexWith('seeded.json', `[\n${JSON.stringify(volvo)},\n${JSON.stringify(toyota)}\n]\n`);
    await expect(firstIndexRecord(file)).resolves.toEqual(volvo);
  });

  it('reads the first record of an index holding one car', async () => {
    const file = indexWith('one.json', `[\n${JSON.stringify(toyota)}\n]\n`);
    await expect(firstIndexRecord(file)).resolves.toEqual(toyota);
  });

  it('reads an array written on one line (a hand-written fixture) whole', async () => {
    const file = indexWith('compact.json', JSON.stringify([toyota, volvo]));
    await expect(firstIndexRecord(file)).resolves.toEqual(toyota);
  });

  it('names the file and the seed when the index is missing', async () => {
    await expect(firstIndexRecord(path.join(dir, 'missing.json'))).rejects.toThrow(
      /missing\.json does not exist: run npm run seed/,
    );
  });

  it('says so when the index is empty or its first record broken', async () => {
    await expect(firstIndexRecord(indexWith('empty.json', '[\n]\n'))).rejects.toThrow(/holds no records/);
    await expect(firstIndexRecord(indexWith('cut.json', '[\n{"car_id":"1",'))).rejects.toThrow(
      /cut\.json: line 2 is not a JSON record/,
    );
  });
});

describe('firstCarPagePath', () => {
  it('reads the site’s vehicles index under <root>/data/search', async () => {
    const root = mkdtempSync(path.join(dir, 'root-'));
    const searchDir = path.join(root, 'data', 'search');
    mkdirSync(searchDir, { recursive: true });
    writeFileSync(path.join(searchDir, 'se_vehicles.json'), `[\n${JSON.stringify(volvo)}\n]\n`);
    const site = { paths: { carDetail: '/kopa-bil/bil' }, searchIndexes: { vehicles: 'se_vehicles' } };
    await expect(firstCarPagePath(site, root)).resolves.toBe(
      '/kopa-bil/bil/3309000001/begagnad-kombi-2023-volvo-v90',
    );
  });
});
