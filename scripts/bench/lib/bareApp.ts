import { closeSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { childEnv, run } from '../../lib/run';

/** The smallest Next.js app that serves a page the way ours does: statically generated, revalidated. */
export interface BareApp {
  dir: string;
  bundler: 'turbopack' | 'webpack';
  nodeModules: 'hard-linked copy' | 'symlink';
}

const PACKAGE_JSON = {
  name: 'bench-bare-next-page',
  version: '0.0.0',
  private: true,
};

const INDEX_PAGE = `import type { GetStaticProps } from 'next';

interface Props {
  generatedAt: string;
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { generatedAt: new Date().toISOString() },
  revalidate: 60,
});

export default function Home({ generatedAt }: Props) {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Statically generated at {generatedAt}, revalidated every minute.</p>
    </main>
  );
}
`;

function writeSources(dir: string): void {
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`);
  writeFileSync(path.join(dir, 'pages', 'index.tsx'), INDEX_PAGE);
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
