/**
 * V8's explicit compile hint for the browser chunks of a build (docs/ARCHITECTURE.md, "Chunks compile
 * off the main thread"). V8 compiles a function lazily, on the main thread, the first time it is called;
 * Turbopack writes each module as a function that runs when the module is first imported, so a page's
 * start spent most of its longest task compiling module bodies. A script whose first line is the magic
 * comment `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a background thread
 * (Chromium 136+; other browsers read a comment). Every chunk gets it: a chunk is only fetched when one of
 * its modules is imported, and then its modules run.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=(\S+)\s*$/;

/** The source map of a chunk whose code moved one line down: its mappings start with an empty line. */
export function shiftSourceMapOneLine(map: string): string {
  const parsed: unknown = JSON.parse(map);
  if (typeof parsed !== 'object' || parsed === null || !('mappings' in parsed)) return map;
  if (typeof parsed.mappings !== 'string') return map;
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Puts the hint on the first line of every `.js` file in `chunksDir` that lacks it, and keeps a chunk's
 * source map (when the build writes them) pointing at the right lines. Idempotent; returns how many
 * chunks it marked.
 */
export function markChunks(chunksDir: string): number {
  let marked = 0;
  for (const entry of readdirSync(chunksDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${source}`);
    marked += 1;
    const mapName = SOURCE_MAP_COMMENT.exec(source)?.[1];
    const mapFile = mapName && path.join(entry.parentPath, mapName);
    if (mapFile && existsSync(mapFile))
      writeFileSync(mapFile, shiftSourceMapOneLine(readFileSync(mapFile, 'utf8')));
  }
  return marked;
}
