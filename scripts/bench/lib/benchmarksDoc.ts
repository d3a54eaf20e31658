import { readFileSync } from 'node:fs';
import type { BundleContributor } from './bundleContributors';
import { environmentLine, kB, markdownTable, perSecond, ratio, readableDate, withoutPort } from './format';
import {
  CAR_LIST_HTML_BUDGET_BYTES,
  hasNoModuleScripts,
  JAVASCRIPT_BUDGET_RATIO,
  javascriptRatio,
  type PagesBenchmark,
} from './result';

/** The page's JavaScript before the bundle work, which every run is compared with. */
interface JavaScriptReference {
  commit: string;
  /** Gzip total of the served scripts. */
  totalGzipBytes: number;
  /** Every contributor, as lib/bundleContributors.ts measures them. */
  contributors: BundleContributor[];
}

const REFERENCE_FILE = new URL('../reference/pagesJavaScriptBefore.json', import.meta.url);
const CONTRIBUTOR_ROWS = 15;

function figuresTable(result: PagesBenchmark): string {
  const { contentPage, carListHtml, barePage, load } = result;
  const page = `\`${withoutPort(contentPage.url)}\``;
  const latency = (p50: number, p99: number): string => `p50 ${p50} ms, p99 ${p99} ms`;
  const rows = [
    [
      '`npm run build` from an empty `.next` (wall clock)',
      result.buildSeconds === null
        ? 'not measured (run used `--skip-build`)'
        : `${result.buildSeconds.toFixed(1)} s`,
    ],
    [
      `JavaScript loaded by ${page}`,
      `${contentPage.scripts.length} scripts, ${kB(contentPage.totalGzipBytes)} kB gzip (${kB(contentPage.totalBytes)} kB raw)`,
    ],
    ...(hasNoModuleScripts(contentPage)
      ? [
          [
            'the same without `nomodule` scripts (what current browsers load)',
            `${kB(contentPage.modernGzipBytes)} kB gzip`,
          ],
        ]
      : []),
    [
      'JavaScript of the bare Next.js page, for reference',
      `${barePage.scripts.length} scripts, ${kB(barePage.totalGzipBytes)} kB gzip`,
    ],
    [`Ratio ours/bare (JavaScript gzip; budget ${JAVASCRIPT_BUDGET_RATIO})`, ratio(javascriptRatio(result))],
    [
      `HTML of \`${withoutPort(carListHtml.url)}\` (budget ${kB(CAR_LIST_HTML_BUDGET_BYTES)} kB raw)`,
      `${kB(carListHtml.bytes)} kB raw, ${kB(carListHtml.gzipBytes)} kB gzip`,
    ],
    ...load.pages.map((entry) => [
      `Requests per second, \`${withoutPort(entry.load.url)}\` (${entry.label})`,
      `${perSecond(entry.load.requestsPerSecond)} (${latency(entry.load.latencyP50Ms, entry.load.latencyP99Ms)})`,
    ]),
    [
      'Requests per second, bare Next.js page',
      `${perSecond(load.bare.requestsPerSecond)} (${latency(load.bare.latencyP50Ms, load.bare.latencyP99Ms)})`,
    ],
    ...load.pages.map((entry) => [`Ratio ${entry.label}/bare (requests per second)`, ratio(entry.ratio)]),
  ];
  return markdownTable(['Figure', 'Value'], rows);
}

function scriptsTable(result: PagesBenchmark): string {
  const rows = result.contentPage.scripts.map((script) => [
    `\`${script.src}\`${script.noModule ? ' (nomodule)' : ''}`,
    kB(script.bytes),
    kB(script.gzipBytes),
  ]);
  return markdownTable(['Script', 'Raw kB', 'Gzip kB'], rows);
}

/** The largest contributors now and in the reference, by the larger figure of the two. */
function contributorsTable(result: PagesBenchmark, reference: JavaScriptReference): string {
  const now = new Map(result.contributors.map((entry) => [entry.module, entry.gzipBytes]));
  const before = new Map(reference.contributors.map((entry) => [entry.module, entry.gzipBytes]));
  const largest = (module: string): number => Math.max(now.get(module) ?? 0, before.get(module) ?? 0);
  const modules = new Set([
    ...result.contributors.slice(0, CONTRIBUTOR_ROWS).map((entry) => entry.module),
    ...reference.contributors.slice(0, CONTRIBUTOR_ROWS).map((entry) => entry.module),
  ]);
  const rows = [...modules]
    .sort((a, b) => largest(b) - largest(a))
    .map((module) => [
      `\`${module}\``,
      before.has(module) ? kB(before.get(module) ?? 0) : '–',
      kB(now.get(module) ?? 0),
    ]);
  const sum = (entries: readonly BundleContributor[]): number =>
    entries.reduce((total, entry) => total + entry.gzipBytes, 0);
  rows.push(
    ['every module, each gzipped alone', kB(sum(reference.contributors)), kB(sum(result.contributors))],
    ['served scripts, gzipped as sent', kB(reference.totalGzipBytes), kB(result.contentPage.totalGzipBytes)],
  );
  return markdownTable(['Module', `Before (${reference.commit}), kB gzip`, 'Now, kB gzip'], rows);
}

function javascriptSubsection(result: PagesBenchmark): string {
  const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as JavaScriptReference;
  const page = `\`${withoutPort(result.contentPage.url)}\``;
  return [
    '### JavaScript',
    '',
    `${page} loads ${kB(result.contentPage.totalGzipBytes)} kB gzip of JavaScript, ${ratio(javascriptRatio(result))}× the bare page (budget ${JAVASCRIPT_BUDGET_RATIO}×, ${kB(result.barePage.totalGzipBytes * JAVASCRIPT_BUDGET_RATIO)} kB). What it is made of, by package or project folder:`,
    '',
    contributorsTable(result, reference),
    '',
    "Contributors come from Turbopack's bundle analysis of the same sources (`next analyze --output`, then `next analyze export --route`): the modules of the page's bootstrap chunks and of the `next/dynamic` chunks of the components it renders, each gzipped on its own by the analysis, so they add up to more than the served scripts (modules compress better together); a module that did not change keeps its figure. Code the browser fetches only after hydration (`ssr: false`: the mobile menu, the scroll-to-top button) is not counted. The before column is `scripts/bench/reference/pagesJavaScriptBefore.json`: the same measurements on the commit before the bundle work.",
    '',
  ].join('\n');
}

/** The Pages section of docs/BENCHMARKS.md, below its heading. */
export function pagesSection(result: PagesBenchmark): string {
  const { load } = result;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}.`,
    '',
    figuresTable(result),
    '',
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s per page after a warm-up, one page after the other in the same run. The bare page is a one-page Next.js app (\`getStaticProps\` with \`revalidate: 60\`, a heading and a paragraph) built with ${result.bareApp.bundler} on a ${result.bareApp.nodeModules} of this project's node_modules. Our pages are routed by host rewrites in-process (no proxy on the way). Sizes: 1 kB = 1000 bytes, gzip at zlib's default level.`,
    '',
    'Scripts of the content page:',
    '',
    scriptsTable(result),
    '',
    javascriptSubsection(result),
    'To reproduce (from the project root; it builds, analyses the bundle, starts both servers on free ports, stops them and removes its temp folder):',
    '',
    '```sh',
    'npm run bench:pages                                # fresh build, 15 s of load per page',
    'npm run bench:pages -- --skip-build --duration 10  # reuse .next, shorter load runs',
    '```',
    '',
    'On a shared 2-core machine runs minutes apart can differ by tens of percent: autocannon and the server share the two cores and other work takes CPU time (the bare page, cheap per request, swings most). Repeat a run before trusting a change; the ratio cancels out a machine that is slow all along, not noise within a run.',
    '',
  ].join('\n');
}
