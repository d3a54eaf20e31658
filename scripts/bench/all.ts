/**
 * `npm run bench`: every figure of the serving-speed table (issue 11) in one run. It runs the benches in
 * turn — pages (a fresh build, then the content page, the car list page, a car page and the bare Next.js
 * pages they are compared with under load, one after the other), search (the embedded engine), redirects and Lighthouse (both on that
 * build) — lets each print its report and rewrite its section of docs/BENCHMARKS.md, reads the JSON line
 * each ends with, and prints the table: before (the figures the issue was filed with), now, target.
 * The same table becomes the "Summary" section of docs/BENCHMARKS.md.
 *
 * A bench that fails is reported and its figures show as "not measured"; the others still run. It never
 * judges a figure by failing: the verdict column says where a target is met.
 *
 * Flags: `--duration <seconds>` of load per page for the load runs (default: each bench's own).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv } from '../lib/run';
import { DOC_FILE, writeDocSection } from './lib/docSection';
import { environmentLine, kB, markdownTable, readableDate, renderTable } from './lib/format';
import { BARE_PAGE_NAME, CATEGORIES, type LighthouseBenchmark } from './lib/lighthouseResult';
import type { RedirectsBenchmark } from './lib/redirectsResult';
import {
  CAR_LIST_HTML_BUDGET_BYTES,
  CAR_PAGE_LOAD_RATIO_TARGET,
  JAVASCRIPT_BUDGET_RATIO,
  javascriptRatio,
  PAGE_LABELS,
  type JavaScriptPage,
  type PagesBenchmark,
} from './lib/result';
import type { SearchBenchmark } from './lib/searchReport';

interface Results {
  pages?: PagesBenchmark;
  search?: SearchBenchmark;
  redirects?: RedirectsBenchmark;
  lighthouse?: LighthouseBenchmark;
}

type BenchName = keyof Results;

/** One row of the table: the figure, what the issue measured, what this run measured, the target. */
interface SummaryRow {
  figure: string;
  before: string;
  now: string;
  target: string;
  /** null when the figure was not measured in this run. */
  met: boolean | null;
}

const NOT_MEASURED = 'not measured';

/** Runs `npm run bench:<name>`, passing its output through, and resolves with its last JSON line. */
function runBenchScript(name: BenchName, args: readonly string[]): Promise<unknown> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', `bench:${name}`, '--', ...args], {
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      console.error(`bench: bench:${name} could not start: ${error.message}`);
      resolve(undefined);
    });
    child.on('exit', (code) => {
      const last = output.trimEnd().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        console.error(`bench: bench:${name} failed (exit code ${code}); its figures are not measured`);
        resolve(undefined);
        return;
      }
      resolve(JSON.parse(last));
    });
  });
}

function row(
  figure: string,
  before: string,
  target: string,
  now: { text: string; met: boolean } | null,
): SummaryRow {
  return { figure, before, target, now: now?.text ?? NOT_MEASURED, met: now?.met ?? null };
}

function pagesRows(pages: PagesBenchmark | undefined): SummaryRow[] {
  const ratioOf = (label: string) => pages?.load.pages.find((entry) => entry.label === label)?.ratio;
  const loadRow = (figure: string, label: string, before: string, atLeast: number): SummaryRow => {
    const value = ratioOf(label);
    return row(
      figure,
      before,
      `≥ ${atLeast}`,
      value === undefined ? null : { text: value.toFixed(2), met: value >= atLeast },
    );
  };
  const javascriptRow = (figure: string, page: JavaScriptPage, before: string): SummaryRow => {
    const measured = pages && { ratio: javascriptRatio(pages, page), gzipBytes: pages[page].totalGzipBytes };
    return row(
      figure,
      before,
      `≤ ${JAVASCRIPT_BUDGET_RATIO}×`,
      measured
        ? {
            text: `${kB(measured.gzipBytes)} kB, ${measured.ratio.toFixed(2)}×`,
            met: measured.ratio <= JAVASCRIPT_BUDGET_RATIO,
          }
        : null,
    );
  };
  return [
    loadRow(
      'content page (`carstoresesite /om-oss`) req/s ÷ bare Next static page',
      PAGE_LABELS.content,
      '0.20',
      0.9,
    ),
    loadRow(
      'car list page (`carstoresesite /kopa-bil`) req/s ÷ bare Next static page',
      PAGE_LABELS.carList,
      '0.07',
      0.5,
    ),
    loadRow(
      'car page (`carstoresesite /kopa-bil/bil/…`) req/s ÷ bare Next SSR page',
      PAGE_LABELS.car,
      '–',
      CAR_PAGE_LOAD_RATIO_TARGET,
    ),
    row(
      'car list page HTML',
      '534 kB raw / 44 kB gzip',
      `≤ ${kB(CAR_LIST_HTML_BUDGET_BYTES)} kB raw`,
      pages
        ? {
            text: `${kB(pages.carListHtml.bytes)} kB raw / ${kB(pages.carListHtml.gzipBytes)} kB gzip`,
            met: pages.carListHtml.bytes <= CAR_LIST_HTML_BUDGET_BYTES,
          }
        : null,
    ),
    javascriptRow('content page JavaScript, gzip, ÷ bare Next page', 'contentPage', '239 kB, 2.1×'),
    javascriptRow('car page JavaScript, gzip, ÷ bare Next SSR page', 'carPage', '–'),
  ];
}

const LIGHTHOUSE_BEFORE: Readonly<Record<string, string>> = { home: '60', 'car list': '51', story: '53' };

/** The bare Next.js page's four scores in one row, judged by nothing: what this machine lets a page score. */
function lighthouseReferenceRow(lighthouse: LighthouseBenchmark | undefined): SummaryRow[] {
  const bare = lighthouse?.pages.find((page) => page.name === BARE_PAGE_NAME);
  if (!bare) return [];
  return [
    {
      figure: `Lighthouse mobile performance / accessibility / best practices / SEO, ${BARE_PAGE_NAME}`,
      before: '–',
      now: CATEGORIES.map((category) => bare.scores[category]).join(' / '),
      target: 'this machine’s ceiling',
      met: null,
    },
  ];
}

function lighthouseRows(lighthouse: LighthouseBenchmark | undefined): SummaryRow[] {
  const names =
    lighthouse?.pages.map((page) => page.name).filter((name) => name !== BARE_PAGE_NAME) ??
    Object.keys(LIGHTHOUSE_BEFORE);
  return names.flatMap((name) => {
    const page = lighthouse?.pages.find((entry) => entry.name === name);
    const others = page ? [page.scores.accessibility, page.scores['best-practices'], page.scores.seo] : [];
    return [
      row(
        `Lighthouse mobile performance, ${name}`,
        LIGHTHOUSE_BEFORE[name] ?? '–',
        '≥ 95',
        page ? { text: String(page.scores.performance), met: page.scores.performance >= 95 } : null,
      ),
      row(
        `Lighthouse accessibility / best practices / SEO, ${name}`,
        '– / 96 / –',
        '100 / 100 / 100',
        page ? { text: others.join(' / '), met: others.every((score) => score === 100) } : null,
      ),
    ];
  });
}

function searchRows(search: SearchBenchmark | undefined): SummaryRow[] {
  const p95 = (cars: number) => search?.engine.find((entry) => entry.cars === cars)?.query.p95Ms;
  const searchRow = (cars: number, before: string, atMost: number): SummaryRow => {
    const value = p95(cars);
    return row(
      `embedded search p95, ${cars / 1000}k cars, the bench's query mix`,
      before,
      `≤ ${atMost} ms`,
      value === undefined ? null : { text: `${value.toFixed(1)} ms`, met: value <= atMost },
    );
  };
  return [searchRow(100_000, '32 ms', 15), searchRow(50_000, '–', 8)];
}

/**
 * What the first request to a site with a 100k-rule table pays more than with an empty table, both from a
 * fresh `next start`. The compile alone took ~800 ms on the request path; a difference within the noise
 * of one cold request (under 100 ms) means it is no longer paid there.
 */
const FIRST_REQUEST_NOISE_MS = 100;

function redirectsRows(redirects: RedirectsBenchmark | undefined): SummaryRow[] {
  const difference = redirects?.firstRequest.difference;
  return [
    row(
      'first request to a site with a 100k-rule redirect table, minus the same with an empty table',
      'pays the ~0.8 s compile',
      `≈ 0 on the request path (< ${FIRST_REQUEST_NOISE_MS} ms)`,
      difference
        ? {
            text: `${difference.firstLegacyMs.toFixed(0)} ms (legacy URL), ${difference.firstPageMs.toFixed(0)} ms (page); start-up +${difference.readyMs.toFixed(0)} ms`,
            met: Math.max(difference.firstLegacyMs, difference.firstPageMs) < FIRST_REQUEST_NOISE_MS,
          }
        : null,
    ),
  ];
}

function summaryRows(results: Results): SummaryRow[] {
  return [
    ...pagesRows(results.pages),
    ...lighthouseRows(results.lighthouse),
    ...lighthouseReferenceRow(results.lighthouse),
    ...searchRows(results.search),
    ...redirectsRows(results.redirects),
  ];
}

function verdict(met: boolean | null): string {
  if (met === null) return '–';
  return met ? 'met' : 'not met';
}

const HEADERS = ['Figure', 'Before (issue 11)', 'Now', 'Target', 'Verdict'];

function tableRows(rows: readonly SummaryRow[]): string[][] {
  return rows.map((entry) => [entry.figure, entry.before, entry.now, entry.target, verdict(entry.met)]);
}

function summarySection(results: Results, rows: readonly SummaryRow[]): string {
  const measured = results.pages ?? results.lighthouse ?? results.search;
  return [
    measured
      ? `Measured ${readableDate(measured.date)} on ${environmentLine(measured)} by \`npm run bench\`, every figure in one run; the sections below hold each bench's details.`
      : 'No bench of this run produced figures.',
    '',
    markdownTable(HEADERS, tableRows(rows)),
    '',
    '"Before" is the table issue 11 was filed with (measured on a loaded machine); the car page came later (issue 14, which names figures but no targets: its targets are ours). Ratios are against a bare Next.js page served the same way (statically generated, or server-rendered on every request for the car page) by the same machine in the same run, which cancels out a machine that is slow all along but not noise within a run: repeat a run before trusting a change.',
  ].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { duration: { type: 'string' } } });
  const duration = values.duration ? ['--duration', values.duration] : [];
  const results: Results = {};
  results.pages = (await runBenchScript('pages', duration)) as PagesBenchmark | undefined;
  results.search = (await runBenchScript('search', [])) as SearchBenchmark | undefined;
  results.redirects = (await runBenchScript('redirects', ['--skip-build', ...duration])) as
    RedirectsBenchmark | undefined;
  results.lighthouse = (await runBenchScript('lighthouse', ['--skip-build'])) as
    LighthouseBenchmark | undefined;

  const rows = summaryRows(results);
  console.log(`\nServing speed, every figure of issue 11's table\n${renderTable(HEADERS, tableRows(rows))}`);
  await writeDocSection(path.join(process.cwd(), DOC_FILE), 'Summary', summarySection(results, rows));
  console.log(`bench: wrote the Summary section of ${DOC_FILE}`);
  const failed = (Object.keys(results) as BenchName[]).filter((name) => results[name] === undefined);
  return failed.length > 0 ? 1 : 0;
}

process.exit(await main());
