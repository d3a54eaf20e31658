import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, markChunks, shiftSourceMapOneLine } from './compileHints';

function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
  writeFileSync(
    join(dir, 'page.js'),
    'globalThis.TURBOPACK.push([1,()=>{}]);\n//# sourceMappingURL=page.js.map',
  );
  writeFileSync(
    join(dir, 'page.js.map'),
    JSON.stringify({ version: 3, sources: ['page.tsx'], mappings: 'AAAA;AACA' }),
  );
  mkdirSync(join(dir, 'nested'));
  writeFileSync(join(dir, 'nested', 'lazy.js'), '(()=>{})();');
  writeFileSync(join(dir, 'styles.css'), 'a{color:red}');
  return dir;
}

describe('markChunks', () => {
  it('puts the compile hint on the first line of every chunk, nested ones too, and leaves other files', () => {
    const dir = buildDir();
    expect(markChunks(dir)).toBe(2);
    expect(readFileSync(join(dir, 'page.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nglobalThis.TURBOPACK.push([1,()=>{}]);\n//# sourceMappingURL=page.js.map`,
    );
    expect(readFileSync(join(dir, 'nested', 'lazy.js'), 'utf8')).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(readFileSync(join(dir, 'styles.css'), 'utf8')).toBe('a{color:red}');
  });

  it("moves a chunk's source map one line down with its code", () => {
    const dir = buildDir();
    markChunks(dir);
    const map: unknown = JSON.parse(readFileSync(join(dir, 'page.js.map'), 'utf8'));
    expect(map).toEqual({ version: 3, sources: ['page.tsx'], mappings: ';AAAA;AACA' });
  });

  it('marks a chunk once however often the build step runs', () => {
    const dir = buildDir();
    markChunks(dir);
    const chunk = readFileSync(join(dir, 'page.js'), 'utf8');
    const map = readFileSync(join(dir, 'page.js.map'), 'utf8');
    expect(markChunks(dir)).toBe(0);
    expect(readFileSync(join(dir, 'page.js'), 'utf8')).toBe(chunk);
    expect(readFileSync(join(dir, 'page.js.map'), 'utf8')).toBe(map);
  });
});

describe('shiftSourceMapOneLine', () => {
  it('leaves a file without mappings as it is', () => {
    expect(shiftSourceMapOneLine('{"version":3}')).toBe('{"version":3}');
  });
});
