import { BARE_PAGE_KINDS, BARE_PAGES } from './bareApp';
import type { LoadResult } from './load';
import type { PageLoad } from './loadAgainstBare';
import type { PageScripts } from './pageScripts';
import {
  environmentLine,
  indent,
  kB,
  perSecond,
  ratio,
  readableDate,
  renderTable,
  withoutPort,
} from './format';
import {
  CAR_LIST_HTML_BUDGET_BYTES,
  hasNoModuleScripts,
  JAVASCRIPT_BUDGET_RATIO,
  JAVASCRIPT_PAGES,
  javascriptRatio,
  type JavaScriptPage,
  type PagesBenchmark,
} from './result';

function scriptsTable(page: PageScripts): string {
  const rows = page.scripts.map((script, index) => [
    String(index + 1),
    script.noModule ? `${script.src} (nomodule)` : script.src,
    kB(script.bytes),
    kB(script.gzipBytes),
  ]);
  rows.push(['', 'total', kB(page.totalBytes), kB(page.totalGzipBytes)]);
  return renderTable(['#', 'script', 'raw kB', 'gzip kB'], rows, ['right', 'left', 'right', 'right']);
}

const PRINTED_CONTRIBUTORS = 15;

function contributorsTable(result: PagesBenchmark): string {
  const rows = result.contributors
    .slice(0, PRINTED_CONTRIBUTORS)
    .map((entry) => [entry.module, kB(entry.gzipBytes)]);
  return renderTable(['module', 'gzip kB'], rows);
}

function loadRow(label: string, load: LoadResult): string[] {
  return [
    label,
    withoutPort(load.url),
    perSecond(load.requestsPerSecond),
    String(load.latencyP50Ms),
    String(load.latencyP99Ms),
    String(load.requests),
    String(load.errors),
  ];
}

function ratioLabel(page: PageLoad): string {
  return `ratio ${page.label}/${BARE_PAGES[page.against].label} (req/s)`;
}

/** The rows of one measured page's JavaScript: scripts, gzip total, ratio to its bare page. */
function javascriptRows(result: PagesBenchmark, page: JavaScriptPage): string[][] {
  const scripts = result[page];
  const { label, against } = JAVASCRIPT_PAGES[page];
  return [
    [`${label}: scripts`, String(scripts.scripts.length)],
    [
      `${label}: JavaScript, gzip (÷ ${BARE_PAGES[against].label}, budget ${JAVASCRIPT_BUDGET_RATIO})`,
      `${kB(scripts.totalGzipBytes)} kB (${ratio(javascriptRatio(result, page))})`,
    ],
    ...(hasNoModuleScripts(scripts)
      ? [[`${label}: JavaScript, gzip, without nomodule`, `${kB(scripts.modernGzipBytes)} kB`]]
      : []),
  ];
}

function summaryTable(result: PagesBenchmark): string {
  const { carPageHtml, carListHtml, barePages, load } = result;
  const rows = [
    [
      'build: npm run build, fresh .next',
      result.buildSeconds === null ? 'skipped' : `${result.buildSeconds.toFixed(1)} s`,
    ],
    ...javascriptRows(result, 'contentPage'),
    ...javascriptRows(result, 'carPage'),
    ...BARE_PAGE_KINDS.map((kind) => [
      `${BARE_PAGES[kind].label}: scripts / JavaScript, gzip`,
      `${barePages[kind].scripts.length} / ${kB(barePages[kind].totalGzipBytes)} kB`,
    ]),
    [
      'car list page: HTML, raw / gzip',
      `${kB(carListHtml.bytes)} / ${kB(carListHtml.gzipBytes)} kB (budget ${kB(CAR_LIST_HTML_BUDGET_BYTES)} kB raw)`,
    ],
    ['car page: HTML, raw / gzip', `${kB(carPageHtml.bytes)} / ${kB(carPageHtml.gzipBytes)} kB`],
    ...load.pages.map((page) => [`${page.label}: req/s`, perSecond(page.load.requestsPerSecond)]),
    ...load.bare.map(({ kind, load: bareLoad }) => [
      `${BARE_PAGES[kind].label}: req/s`,
      perSecond(bareLoad.requestsPerSecond),
    ]),
    ...load.pages.map((page) => [ratioLabel(page), ratio(page.ratio)]),
  ];
  return renderTable(['figure', 'value'], rows);
}

function javascriptBlock(scripts: PageScripts): string[] {
  return [
    `JavaScript loaded by ${withoutPort(scripts.url)}: ${scripts.scripts.length} scripts, ${kB(scripts.totalGzipBytes)} kB gzip (${kB(scripts.totalBytes)} kB raw; 1 kB = 1000 bytes)`,
    indent(scriptsTable(scripts)),
    '',
  ];
}

/** The human-readable part of the output; the JSON line follows it. */
export function printReport(result: PagesBenchmark): void {
  const { contentPage, carPage, load } = result;
  const out: string[] = [
    '',
    `Pages benchmark, ${readableDate(result.date)}`,
    environmentLine(result),
    '',
    ...javascriptBlock(contentPage),
    `Largest contributors to the content page (next analyze, each module gzipped alone; ratio ours/bare in gzip ${ratio(javascriptRatio(result, 'contentPage'))}, budget ${JAVASCRIPT_BUDGET_RATIO})`,
    indent(contributorsTable(result)),
    '',
    ...javascriptBlock(carPage),
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s per page, one page after the other`,
    indent(
      renderTable(
        ['page', 'url', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
        [
          ...load.pages.map((page) => loadRow(page.label, page.load)),
          ...load.bare.map(({ kind, load: bareLoad }) => loadRow(BARE_PAGES[kind].label, bareLoad)),
        ],
        ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      ),
    ),
    ...load.pages.map((page) => `  ${ratioLabel(page)}: ${ratio(page.ratio)}`),
    '',
    indent(summaryTable(result)),
    '',
  ];
  console.log(out.join('\n'));
}
