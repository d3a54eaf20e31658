import { closeSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { childEnv, run } from '../../lib/run';

/**
 * The smallest Next.js app that serves pages the way ours are: one statically generated and revalidated
 * (a content page), one server-rendered on every request (a car page), the same tiny content.
 */
export interface BareApp {
  dir: string;
  bundler: 'turbopack' | 'webpack';
  nodeModules: 'hard-linked copy' | 'symlink';
}

/** How a bare page gets its props: the way our page it is compared with gets them. */
export const BARE_PAGE_KINDS = ['static', 'serverRendered'] as const;
export type BarePageKind = (typeof BARE_PAGE_KINDS)[number];

/** Each bare page's path, and what reports call it. */
export const BARE_PAGES: Readonly<Record<BarePageKind, { path: string; label: string }>> = {
  static: { path: '/', label: 'bare static page' },
  serverRendered: { path: '/server-rendered', label: 'bare SSR page' },
};

const PACKAGE_JSON = {
  name: 'bench-bare-next-page',
  version: '0.0.0',
  private: true,
};

/** What differs between the two pages' sources; the component is the same. */
interface PageSource {
  propsType: 'GetStaticProps' | 'GetServerSideProps';
  propsFunction: 'getStaticProps' | 'getServerSideProps';
  revalidate: string;
  rendered: string;
}

const PAGE_SOURCES: Readonly<Record<BarePageKind, PageSource>> = {
  static: {
    propsType: 'GetStaticProps',
    propsFunction: 'getStaticProps',
    revalidate: '\n  revalidate: 60,',
    rendered: 'Statically generated at {renderedAt}, revalidated every minute.',
  },
  serverRendered: {
    propsType: 'GetServerSideProps',
    propsFunction: 'getServerSideProps',
    revalidate: '',
    rendered: 'Server-rendered at {renderedAt}, on every request.',
  },
};

function pageSource({ propsType, propsFunction, revalidate, rendered }: PageSource): string {
  return `import type { ${propsType} } from 'next';

interface Props {
  renderedAt: string;
}

export const ${propsFunction}: ${propsType}<Props> = async () => ({
  props: { renderedAt: new Date().toISOString() },${revalidate}
});

export default function Page({ renderedAt }: Props) {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>${rendered}</p>
    </main>
  );
}
`;
}

function writeSources(dir: string): void {
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`);
  for (const kind of BARE_PAGE_KINDS) {
    const route = BARE_PAGES[kind].path;
    const file = route === '/' ? 'index.tsx' : `${route.slice(1)}.tsx`;
    writeFileSync(path.join(dir, 'pages', file), pageSource(PAGE_SOURCES[kind]));
  }
}

/**
 * Gives the app this project's node_modules, so it runs the very same Next.js, React and TypeScript.
 * Turbopack rejects a node_modules symlink that points outside the app folder ("Could not find the
 * Next.js package": it compiles nothing outside its root), so the first choice is a hard-linked copy
 * (`cp -al`: under a second, no extra disk space). Hard links cannot cross filesystems; when the temp
 * folder is on another one, a symlink is used and the app is built with webpack, which follows it.
 */
async function linkNodeModules(dir: string, projectRoot: string): Promise<BareApp> {
  const source = path.join(projectRoot, 'node_modules');
  const target = path.join(dir, 'node_modules');
  const copied = await run('cp', ['-al', source, target], { stdio: 'ignore' });
  if (copied === 0) return { dir, bundler: 'turbopack', nodeModules: 'hard-linked copy' };
  symlinkSync(source, target, 'dir');
  return { dir, bundler: 'webpack', nodeModules: 'symlink' };
}

export async function createBareApp(dir: string, projectRoot: string): Promise<BareApp> {
  writeSources(dir);
  return linkNodeModules(dir, projectRoot);
}

/** `next build`; Next writes the tsconfig.json and next-env.d.ts it needs on the way. */
export async function buildBareApp(app: BareApp, logFile: string): Promise<void> {
  const nextBin = path.join(app.dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = [nextBin, 'build', ...(app.bundler === 'webpack' ? ['--webpack'] : [])];
  const log = openSync(logFile, 'a');
  try {
    const code = await run(process.execPath, args, {
      cwd: app.dir,
      env: childEnv(),
      stdio: ['ignore', log, log],
    });
    if (code !== 0) throw new Error(`Building the bare Next.js app failed (exit code ${code})`);
  } finally {
    closeSync(log);
  }
}
