import type { LoadResult } from './load';
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
  javascriptRatio,
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

function summaryTable(result: PagesBenchmark): string {
  const { contentPage, carListHtml, barePage, load } = result;
  const rows = [
    [
      'build: npm run build, fresh .next',
      result.buildSeconds === null ? 'skipped' : `${result.buildSeconds.toFixed(1)} s`,
    ],
    ['content page: scripts', String(contentPage.scripts.length)],
    ['content page: JavaScript, gzip', `${kB(contentPage.totalGzipBytes)} kB`],
    ...(hasNoModuleScripts(contentPage)
      ? [['content page: JavaScript, gzip, without nomodule', `${kB(contentPage.modernGzipBytes)} kB`]]
      : []),
    [
      'bare page: scripts / JavaScript, gzip',
      `${barePage.scripts.length} / ${kB(barePage.totalGzipBytes)} kB`,
    ],
    [
      'car list page: HTML, raw / gzip',
      `${kB(carListHtml.bytes)} / ${kB(carListHtml.gzipBytes)} kB (budget ${kB(CAR_LIST_HTML_BUDGET_BYTES)} kB raw)`,
    ],
    ...load.pages.map((page) => [`${page.label}: req/s`, perSecond(page.load.requestsPerSecond)]),
    ['bare page: req/s', perSecond(load.bare.requestsPerSecond)],
    ...load.pages.map((page) => [`ratio ${page.label}/bare (req/s)`, ratio(page.ratio)]),
  ];
  return renderTable(['figure', 'value'], rows);
}

/** The human-readable part of the output; the JSON line follows it. */
export function printReport(result: PagesBenchmark): void {
  const { contentPage, load } = result;
  const out: string[] = [
    '',
    `Pages benchmark, ${readableDate(result.date)}`,
    environmentLine(result),
    '',
    `JavaScript loaded by ${withoutPort(contentPage.url)}: ${contentPage.scripts.length} scripts, ${kB(contentPage.totalGzipBytes)} kB gzip (${kB(contentPage.totalBytes)} kB raw; 1 kB = 1000 bytes)`,
    indent(scriptsTable(contentPage)),
    '',
    `Largest contributors (next analyze, each module gzipped alone; ratio ours/bare in gzip ${ratio(javascriptRatio(result))}, budget ${JAVASCRIPT_BUDGET_RATIO})`,
    indent(contributorsTable(result)),
    '',
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s per page, one page after the other`,
    indent(
      renderTable(
        ['page', 'url', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
        [...load.pages.map((page) => loadRow(page.label, page.load)), loadRow('bare', load.bare)],
        ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      ),
    ),
    ...load.pages.map((page) => `  ratio ${page.label}/bare (req/s): ${ratio(page.ratio)}`),
    '',
    indent(summaryTable(result)),
    '',
  ];
  console.log(out.join('\n'));
}
