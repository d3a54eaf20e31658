/**
 * What the JavaScript of a page is made of: Turbopack's bundle analysis (`next analyze --output`, then
 * `next analyze export`, JSON Lines) grouped by package (`next`, `@mui/material`) or project folder
 * (`components/Navigation`, `runtime/layout`).
 *
 * The analysis is a build of its own: its chunk names are not those the server sends, so the page's
 * chunks are chosen by what loads them instead — the page's bootstrap (Next.js, `_app`, the page file)
 * and the `next/dynamic` chunk of each component the page renders. Lazily loaded client-only parts
 * (`ssr: false`) are not in the HTML and are left out. Sizes are the analysis's own: each module
 * gzipped on its own, so they add up to more than the gzip total of the served scripts (modules
 * compress better together), but a module that did not change keeps its figure from run to run.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { childEnv, run } from '../../lib/run';

export interface BundleContributor {
  /** A package (`react-dom`, `@mui/material`) or a project folder (`components/Footer`). */
  module: string;
  /** Its modules' gzip sizes, each module compressed on its own. */
  gzipBytes: number;
}

/** Every contributor of the page, largest first. */
export type BundleContributors = BundleContributor[];

interface AnalyzedGroup {
  kind: string;
  trigger: string;
  outputs: string[];
}

interface AnalyzedPart {
  output: string;
  sourcePath: string;
  compressedSize: number;
}

interface Analysis {
  groups: AnalyzedGroup[];
  parts: AnalyzedPart[];
}

const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const PACKAGE_PATH = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

function stringField(record: Record<string, unknown>, name: string): string {
  const value = record[name];
  return typeof value === 'string' ? value : '';
}

/** Reads the records this module uses from `next analyze export`'s JSON Lines. */
export function parseAnalysis(jsonLines: string): Analysis {
  const analysis: Analysis = { groups: [], parts: [] };
  for (const line of jsonLines.split('\n')) {
    if (!line.startsWith('{')) continue;
    const record = JSON.parse(line) as Record<string, unknown>;
    if (record.type === 'group') {
      const outputs = Array.isArray(record.outputs) ? record.outputs.map(String) : [];
      analysis.groups.push({
        kind: stringField(record, 'kind'),
        trigger: stringField(record, 'trigger_module_ident'),
        outputs,
      });
    } else if (record.type === 'part') {
      analysis.parts.push({
        output: stringField(record, 'filename'),
        sourcePath: stringField(record, 'source_path'),
        compressedSize: Number(record.compressed_size) || 0,
      });
    }
  }
  return analysis;
}

/** `[project]/node_modules/@mui/material/Button/Button.mjs` → `@mui/material`; project files by folder. */
export function contributorOf(sourcePath: string): string {
  const file = sourcePath.replace(/^\[project\]\//, '');
  const packageName = PACKAGE_PATH.exec(file)?.[1];
  if (packageName) return packageName;
  const segments = file.split('/');
  return segments.length > 2 ? segments.slice(0, 2).join('/') : file;
}

/** The browser chunks of the route's bootstrap and of the dynamic chunks of `componentNames`. */
function pageOutputs(analysis: Analysis, componentNames: readonly string[]): Set<string> {
  const outputs = new Set<string>();
  for (const group of analysis.groups) {
    // The registry's chunk of a component is triggered by its main file; a part its folder loads on its
    // own (the navigation's mobile menu) has a trigger of its own and is not in the HTML.
    const isPageComponent =
      group.trigger.includes('next/dynamic entry') &&
      componentNames.some((name) => group.trigger.includes(`/components/${name}/${name}.tsx [client]`));
    if (group.kind !== 'bootstrap' && !isPageComponent) continue;
    for (const output of group.outputs) if (output.endsWith('.js')) outputs.add(output);
  }
  return outputs;
}

/** Groups the page's modules by package or project folder, largest first. */
export function pageContributors(analysis: Analysis, componentNames: readonly string[]): BundleContributors {
  const outputs = pageOutputs(analysis, componentNames);
  const sizes = new Map<string, number>();
  for (const part of analysis.parts) {
    if (!outputs.has(part.output)) continue;
    const contributor = contributorOf(part.sourcePath);
    sizes.set(contributor, (sizes.get(contributor) ?? 0) + part.compressedSize);
  }
  return [...sizes]
    .map(([module, gzipBytes]) => ({ module, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Component names of the rendered page, from its `__NEXT_DATA__` layout (every placeholder, nested too). */
export function pageComponentNames(html: string): string[] {
  const data = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!data) throw new Error('The page has no __NEXT_DATA__');
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.componentName === 'string') names.add(record.componentName);
      Object.values(record).forEach(visit);
    }
  };
  visit(JSON.parse(data));
  return [...names].sort();
}

async function runLogged(root: string, args: string[], logFile: string): Promise<void> {
  const log = createWriteStream(logFile, { flags: 'a' });
  await new Promise<void>((resolve) => log.on('open', () => resolve()));
  const code = await run(process.execPath, [NEXT_BIN, ...args], {
    cwd: root,
    env: childEnv(),
    stdio: ['ignore', log, log],
  });
  log.end();
  if (code !== 0) throw new Error(`next ${args.join(' ')} exited with ${code} (log: ${logFile})`);
}

/**
 * Runs Turbopack's analysis of the project (a build of its own that writes only `.next/diagnostics`,
 * so the build the server runs stays as it is) and reads the records of `route`.
 */
export async function analyzeRoute(root: string, route: string, logDir: string): Promise<Analysis> {
  await runLogged(root, ['analyze', '--output'], path.join(logDir, 'analyze.log'));
  const exportFile = path.join(logDir, 'analyze-export.jsonl');
  await runLogged(root, ['analyze', 'export', '--route', route], exportFile);
  return parseAnalysis(readFileSync(exportFile, 'utf8'));
}
