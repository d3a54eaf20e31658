import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectValidator } from '../../../config/schemaValidator';
import { AutosOnShowRequestError } from '../contract';
import { EmbeddedAutosOnShow } from './EmbeddedAutosOnShow';
import { EXTERIOR_FRAMES } from './exteriorFrame';
import { INTERIOR_FRAMES } from './interiorFrame';

const volvo = {
  car_id: '3178000004',
  car_regno: 'MA21 PSJ',
  car_brand: 'Volvo',
  car_body: 'SUV',
  car_color: 'White',
  autos_on_show: true,
};
const notOnShow = { ...volvo, car_id: '3178000005', car_regno: 'YS65 VRJ', autos_on_show: false };
const unfilmedBrand = { ...volvo, car_id: '3178000006', car_regno: 'SF75 DJY', car_brand: 'Vauxhall' };

let dir: string;
let services: EmbeddedAutosOnShow[];

function writeIndex(records: unknown[]): string {
  const file = path.join(dir, 'hedin_uk_vehicles.json');
  writeFileSync(file, `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`);
  return file;
}

function service(indexFile = path.join(dir, 'hedin_uk_vehicles.json')): EmbeddedAutosOnShow {
  const created = new EmbeddedAutosOnShow({
    file: path.join(dir, 'store', 'media.sqlite'),
    indexes: [{ name: 'hedin_uk_vehicles', file: indexFile }],
  });
  services.push(created);
  return created;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'autos-on-show-'));
  services = [];
  writeIndex([volvo, notOnShow, unfilmedBrand]);
});

afterEach(() => {
  for (const created of services) created.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('EmbeddedAutosOnShow', () => {
  it('answers a car on show, however its plate is written, with 36 exterior frames in its shape and paint', async () => {
    const media = await service().media('ma21-psj');
    expect(projectValidator('autosOnShow')(media)).toBe(true);
    expect(media).toMatchObject({ regNo: 'MA21 PSJ', has360: true });
    expect(media?.images360).toHaveLength(EXTERIOR_FRAMES);
    expect(media?.images360[0]).toBe('/api/autosonshow/frames/v1/exterior/suv/white/00.svg');
    expect(media?.internal360).toHaveLength(media?.hasInternal360 ? INTERIOR_FRAMES : 0);
    expect(media?.hasVideo).toBe(media?.videoUrl !== undefined);
    expect(await service().media('MA21PSJ')).toEqual(media);
  });

  it('gives no film to a car whose brand has none', async () => {
    expect(await service().media('SF75 DJY')).toMatchObject({ hasVideo: false, has360: true });
  });

  it('has nothing for an unknown car or a car not on show', async () => {
    const embedded = service();
    expect(await embedded.media('ZZ99 ZZZ')).toBeNull();
    expect(await embedded.media('YS65 VRJ')).toBeNull();
  });

  it.each([
    ['', 'The registration number is missing.'],
    ['MA21 PSJ MA21 PSJ', 'longer than 16 characters'],
    ['MA21/PSJ', 'only the letters A–Z, digits, spaces and hyphens'],
    ['M', '2 to 10 letters and digits'],
  ])('refuses %j as the hosted service does', async (regNo, reason) => {
    const refusal = service().media(regNo);
    await expect(refusal).rejects.toBeInstanceOf(AutosOnShowRequestError);
    await expect(refusal).rejects.toThrow(reason);
  });

  it('keeps what it serves in its sqlite file, and rebuilds it when the index is seeded again', async () => {
    expect(await service().carsByIndex()).toEqual({ hedin_uk_vehicles: 2 });
    writeIndex([{ ...notOnShow, autos_on_show: true }]);
    const afterSeed = service();
    expect(await afterSeed.carsByIndex()).toEqual({ hedin_uk_vehicles: 1 });
    expect(await afterSeed.media('MA21 PSJ')).toBeNull();
    expect(await afterSeed.media('YS65 VRJ')).toMatchObject({ regNo: 'YS65 VRJ' });
  });

  it('fails naming the file and npm run seed when the index is missing, and recovers once it is seeded', async () => {
    const missing = path.join(dir, 'nowhere.json');
    const embedded = service(missing);
    await expect(embedded.media('MA21 PSJ')).rejects.toThrow(/nowhere\.json.*npm run seed/);
    writeFileSync(missing, JSON.stringify([volvo]));
    await expect(embedded.media('MA21 PSJ')).resolves.toMatchObject({ regNo: 'MA21 PSJ' });
  });
});
