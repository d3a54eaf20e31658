import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFile } from './indexFile';

describe('indexFile', () => {
  it('is <dir>/<index>.json', () => {
    expect(indexFile('carstore_se_vehicles', '/data')).toBe(path.join('/data', 'carstore_se_vehicles.json'));
  });
});
