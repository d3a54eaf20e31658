import { readFileSync } from 'node:fs';
import { BARE_PAGE_KINDS, BARE_PAGES } from './bareApp';
import type { BundleContributor } from './bundleContributors';
import { environmentLine, kB, markdownTable, perSecond, ratio, readableDate, withoutPort } from './format';
import type { LoadResult } from './load';
import type { PageScripts } from './pageScripts';
import {
  CAR_LIST_HTML_BUDGET_BYTES,
  CAR_PAGE_LOAD_RATIO_TARGET,
  hasNoModuleScripts,
  JAVASCRIPT_BUDGET_RATIO,
  JAVASCRIPT_PAGES,
  javascriptRatio,
  type JavaScriptPage,
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

function latency(load: LoadResult): string {
  return `${perSecond(load.requestsPerSecond)} (p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms)`;
}

/** One measured page's JavaScript and its ratio to the bare page served the same way. */
function javascriptRows(result: PagesBenchmark, page: JavaScriptPage): string[][] {
  const scripts = result[page];
  const bare = BARE_PAGES[JAVASCRIPT_PAGES[page].against].label;
  return [
    [
      `JavaScript loaded by \`${withoutPort(scripts.url)}\``,
      `${scripts.scripts.length} scripts, ${kB(scripts.totalGzipBytes)} kB gzip (${kB(scripts.totalBytes)} kB raw)`,
    ],
    ...(hasNoModuleScripts(scripts)
      ? [
          [
            'the same without `nomodule` scripts (what current browsers load)',
            `${kB(scripts.modernGzipBytes)} kB gzip`,
          ],
        ]
      : []),
    [
      `Ratio ${JAVASCRIPT_PAGES[page].label}/${bare} (JavaScript gzip; budget ${JAVASCRIPT_BUDGET_RATIO})`,
      ratio(javascriptRatio(result, page)),
    ],
  ];
}

function figuresTable(result: PagesBenchmark): string {
  const { carPageHtml, carListHtml, barePages, load } = result;
  const rows = [
    [
      '`npm run build` from an empty `.next` (wall clock)',
      result.buildSeconds === null
        ? 'not measured (run used `--skip-build`)'
        : `${result.buildSeconds.toFixed(1)} s`,
    ],
    ...javascriptRows(result, 'contentPage'),
    ...javascriptRows(result, 'carPage'),
    ...BARE_PAGE_KINDS.map((kind) => [
      `JavaScript of the ${BARE_PAGES[kind].label} (\`${BARE_PAGES[kind].path}\`), for reference`,
      `${barePages[kind].scripts.length} scripts, ${kB(barePages[kind].totalGzipBytes)} kB gzip`,
    ]),
    [
      `HTML of \`${withoutPort(carListHtml.url)}\` (budget ${kB(CAR_LIST_HTML_BUDGET_BYTES)} kB raw)`,
      `${kB(carListHtml.bytes)} kB raw, ${kB(carListHtml.gzipBytes)} kB gzip`,
    ],
    [
      `HTML of \`${withoutPort(carPageHtml.url)}\``,
      `${kB(carPageHtml.bytes)} kB raw, ${kB(carPageHtml.gzipBytes)} kB gzip`,
    ],
    ...load.pages.map((entry) => [
      `Requests per second, \`${withoutPort(entry.load.url)}\` (${entry.label})`,
      latency(entry.load),
    ]),
    ...load.bare.map((entry) => [
      `Requests per second, ${BARE_PAGES[entry.kind].label}`,
      latency(entry.load),
    ]),
    ...load.pages.map((entry) => [
      `Ratio ${entry.label}/${BARE_PAGES[entry.against].label} (requests per second)`,
      ratio(entry.ratio),
    ]),
  ];
  return markdownTable(['Figure', 'Value'], rows);
}

function scriptsTable(page: PageScripts): string {
  const rows = page.scripts.map((script) => [
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
    `${page} loads ${kB(result.contentPage.totalGzipBytes)} kB gzip of JavaScript, ${ratio(javascriptRatio(result, 'contentPage'))}× the bare static page (budget ${JAVASCRIPT_BUDGET_RATIO}×, ${kB(result.barePages.static.totalGzipBytes * JAVASCRIPT_BUDGET_RATIO)} kB). What it is made of, by package or project folder:`,
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
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s per page after a warm-up, one page after the other in the same run. The bare app is a two-page Next.js app, each page a heading and a paragraph: \`${BARE_PAGES.static.path}\` statically generated (\`getStaticProps\` with \`revalidate: 60\`), \`${BARE_PAGES.serverRendered.path}\` server-rendered on every request (\`getServerSideProps\`), built with ${result.bareApp.bundler} on a ${result.bareApp.nodeModules} of this project's node_modules. Each page of ours is divided by the bare page served the same way: the content and car list pages (statically generated) by the static one, the car page (server-rendered per request, like every path below \`paths.carDetail\`) by the server-rendered one. The car page is the first car of the seeded demo stock (\`data/search/carstore_se_vehicles.json\`), picked at run time. Our pages are routed by host rewrites in-process (no proxy on the way). Sizes: 1 kB = 1000 bytes, gzip at zlib's default level.`,
    '',
    `The car page's targets are ours, issue 14 names none: its requests per second at least ${CAR_PAGE_LOAD_RATIO_TARGET}× the bare server-rendered page's (the car list page's target against the static one), its JavaScript within issue 11's content-page budget, ${JAVASCRIPT_BUDGET_RATIO}× the bare server-rendered page's.`,
    '',
    'Scripts of the content page:',
    '',
    scriptsTable(result.contentPage),
    '',
    'Scripts of the car page:',
    '',
    scriptsTable(result.carPage),
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
