import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../../schemas/generated/redirects';
import { createAppCopy } from './appCopy';

const RULE: RedirectRule = { source: '/old', destination: '/new', permanent: true };

let temp: string;
let root: string;
let copy: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');
const inode = (dir: string, file: string): number => statSync(path.join(dir, file)).ino;

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'app-copy-test-'));
  root = path.join(temp, 'root');
  copy = path.join(temp, 'copy');
  write('package.json', '{}');
  write('next.config.ts', 'export default {};');
  write('.next/BUILD_ID', 'build');
  write('.next/server/pages/about.html', '<p>about</p>');
  write('node_modules/next/package.json', '{}');
  write('runtime/config/loadSiteConfigs.ts', 'export {};');
  write('schemas/site.schema.json', '{}');
  write('sites/uk/site.json', '{}');
  write('redirects/uk.json', JSON.stringify({ rules: [RULE, RULE] }));
  write('redirects/se.json', '{ "rules": [] }\n');
});

afterEach(() => rmSync(temp, { recursive: true, force: true }));

describe('createAppCopy', () => {
  it('writes the given rules for the sites it names and copies the other tables as they are', async () => {
    await createAppCopy(root, copy, { uk: [RULE], fi: [] });
    expect(JSON.parse(read(copy, 'redirects/uk.json'))).toEqual({ rules: [RULE] });
    expect(JSON.parse(read(copy, 'redirects/fi.json'))).toEqual({ rules: [] });
    expect(read(copy, 'redirects/se.json')).toBe(read(root, 'redirects/se.json'));
    // The project's own table is untouched.
    expect(JSON.parse(read(root, 'redirects/uk.json')).rules).toHaveLength(2);
  });

  it('links what next start and next.config.ts read, and copies the folder the server writes to', async () => {
    await createAppCopy(root, copy, {});
    for (const file of [
      '.next/BUILD_ID',
      'node_modules/next/package.json',
      'runtime/config/loadSiteConfigs.ts',
      'schemas/site.schema.json',
      'sites/uk/site.json',
    ]) {
      expect(inode(copy, file), file).toBe(inode(root, file));
    }
    expect(read(copy, '.next/server/pages/about.html')).toBe('<p>about</p>');
    expect(inode(copy, '.next/server/pages/about.html')).not.toBe(
      inode(root, '.next/server/pages/about.html'),
    );
    expect(read(copy, 'next.config.ts')).toBe('export default {};');
  });

  it('fails with the folder it could not copy when the project has no build', async () => {
    rmSync(path.join(root, '.next'), { recursive: true });
    await expect(createAppCopy(root, copy, {})).rejects.toThrow(`Copying .next/server into ${copy} failed`);
  });
});
