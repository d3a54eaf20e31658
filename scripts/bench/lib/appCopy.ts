import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RedirectRule } from '../../../schemas/generated/redirects';
import { run } from '../../lib/run';

/**
 * What `next start` reads from its working directory: the build, the packages, the modules
 * `next.config.ts` imports (its host rewrites come from `runtime/`, which reads `schemas/`) and the
 * data folders the pages read (`sites/`, the embedded search engine's `data/`).
 */
const LINKED_FOLDERS = ['.next', 'node_modules', 'public', 'sites', 'runtime', 'schemas', 'data'] as const;
const COPIED_FILES = ['package.json', 'next.config.ts'] as const;

/** The rules to write per site name: `{ hedinautomotiveuksite: [] }` empties that site's table. */
export type RedirectTableOverrides = Readonly<Record<string, readonly RedirectRule[]>>;

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
 * A second app in `dir` that serves the very same build as `root`, with the redirect rules of
 * `tables` written for the sites it names (the other tables are copied as they are). The build's
 * proxy matcher stays the one of `root`: rules that depend on the query string reach the proxy only
 * for the paths that matcher lists, while path-only rules are answered by the pages anyway.
 *
 * `.next/server` is copied, not linked: the server rewrites some of its files in place when it
 * revalidates a page (the `.meta` and `.json` of the ISR cache), and through a shared inode that
 * would write into the project's own build.
 */
export async function createAppCopy(
  root: string,
  dir: string,
  tables: RedirectTableOverrides,
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

  const targetTables = path.join(dir, 'redirects');
  mkdirSync(targetTables);
  const sourceTables = path.join(root, 'redirects');
  const names = existsSync(sourceTables)
    ? readdirSync(sourceTables).filter((name) => name.endsWith('.json'))
    : [];
  for (const name of names) {
    if (!Object.hasOwn(tables, path.basename(name, '.json'))) {
      copyFileSync(path.join(sourceTables, name), path.join(targetTables, name));
    }
  }
  for (const [site, rules] of Object.entries(tables)) {
    writeFileSync(path.join(targetTables, `${site}.json`), `${JSON.stringify({ rules })}\n`);
  }
}
