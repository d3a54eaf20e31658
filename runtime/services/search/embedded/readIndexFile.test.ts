import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readIndexFile } from './readIndexFile';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'index-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('readIndexFile', () => {
  it('reads any other JSON array whole', async () => {
    expect(await readIndexFile(write('compact.json', '[{"car_id":"1"},{"car_id":"2"}]'))).toEqual([
      { car_id: '1' },
      { car_id: '2' },
    ]);
    expect(await readIndexFile(write('empty.json', '[]\n'))).toEqual([]);
  });

  it('names the file and the problem when it cannot read one', async () => {
    await expect(readIndexFile(write('half.json', '[\n{"car_id":"1"},\n{"car_id":'))).rejects.toThrow(
      /half\.json: line 3 is not a JSON record/,
    );
    await expect(readIndexFile(write('open.json', '[\n{"car_id":"1"},\n'))).rejects.toThrow(/not closed/);
    await expect(readIndexFile(write('object.json', '{"car_id":"1"}'))).rejects.toThrow(
      /object\.json: expected a JSON array of records/,
    );
  });
});
