import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../lib/run';

/** What `next start` reads from its working directory: the build, the packages and the data folders. */
const LINKED_FOLDERS = ['.next', 'node_modules', 'public', 'sites'] as const;
const COPIED_FILES = ['package.json', 'next.config.ts'] as const;
const EMPTY_TABLE = '{ "rules": [] }\n';

/**
 * `cp -al`: a hard-linked copy takes under a second and no disk space, and Turbopack's output resolves
 * packages through a real node_modules folder, which a symlink pointing outside the app is not. Hard
 * links cannot cross filesystems, hence the hint.
 */
async function hardLink(source: string, target: string): Promise<void> {
  const code = await run('cp', ['-al', source, target], { stdio: 'ignore' });
  if (code !== 0) {
    throw new Error(
      `cp -al ${source} ${target} failed (exit code ${code}); the temp folder must be on the project's filesystem (set TMPDIR)`,
    );
  }
}

/**
 * A second app in `dir` that serves the very same build as `root`, with an empty redirect table for
 * each site in `emptyTables` (the other tables are copied as they are).
 *
 * `.next/server` is copied, not linked: the server rewrites some of its files in place when it
 * revalidates a page (the `.meta` and `.json` of the ISR cache), and through a shared inode that
 * would write into the project's own build.
 */
export async function createAppCopy(
  root: string,
  dir: string,
  emptyTables: readonly string[],
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const folder of LINKED_FOLDERS) {
    if (existsSync(path.join(root, folder))) await hardLink(path.join(root, folder), path.join(dir, folder));
  }
  const server = path.join(dir, '.next', 'server');
  rmSync(server, { recursive: true, force: true });
  const copied = await run('cp', ['-a', path.join(root, '.next', 'server'), server], { stdio: 'ignore' });
  if (copied !== 0) throw new Error(`Copying .next/server into ${dir} failed (exit code ${copied})`);

  for (const file of COPIED_FILES) copyFileSync(path.join(root, file), path.join(dir, file));

  const tables = path.join(dir, 'redirects');
  mkdirSync(tables);
  const sourceTables = path.join(root, 'redirects');
  const names = existsSync(sourceTables)
    ? readdirSync(sourceTables).filter((name) => name.endsWith('.json'))
    : [];
  for (const name of names) {
    if (!emptyTables.includes(path.basename(name, '.json'))) {
      copyFileSync(path.join(sourceTables, name), path.join(tables, name));
    }
  }
  for (const site of emptyTables) writeFileSync(path.join(tables, `${site}.json`), EMPTY_TABLE);
}
