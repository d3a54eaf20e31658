import type { BareApp, BarePageKind } from './bareApp';
import type { BundleContributors } from './bundleContributors';
import type { Machine } from './environment';
import type { LoadComparison } from './loadAgainstBare';
import type { PageHtml, PageScripts } from './pageScripts';

/** Everything one run of `npm run bench:pages` measured; printed as the final JSON line. */
export interface PagesBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  /** Wall clock of `npm run build` from an empty `.next`; null with --skip-build. */
  buildSeconds: number | null;
  contentPage: PageScripts;
  /** The car page's scripts (a car of the demo stock, server-rendered on every request). */
  carPage: PageScripts;
  carPageHtml: PageHtml;
  /** The car list page's HTML (48 server-rendered cards and their page data). */
  carListHtml: PageHtml;
  /** What the content page's JavaScript is made of, by package or project folder. */
  contributors: BundleContributors;
  /** The scripts of each page of the bare app. */
  barePages: Record<BarePageKind, PageScripts>;
  bareApp: Pick<BareApp, 'bundler' | 'nodeModules'>;
  /** The content and car list pages against the bare static page, the car page against the bare SSR page. */
  load: LoadComparison;
}

/** What reports and the summary call each page under load. */
export const PAGE_LABELS = {
  content: 'content page',
  carList: 'car list page',
  car: 'car page',
} as const;

/** Each page whose JavaScript is measured, its label and the bare page it is compared with (served the same way). */
export const JAVASCRIPT_PAGES = {
  contentPage: { label: PAGE_LABELS.content, against: 'static' },
  carPage: { label: PAGE_LABELS.car, against: 'serverRendered' },
} as const satisfies Record<string, { label: string; against: BarePageKind }>;

export type JavaScriptPage = keyof typeof JAVASCRIPT_PAGES;

/** Our target for the car page's req/s ÷ the bare SSR page's (issue 14 names none; the car list page's target). */
export const CAR_PAGE_LOAD_RATIO_TARGET = 0.5;

/** The budget for the car list page's HTML, raw bytes. */
export const CAR_LIST_HTML_BUDGET_BYTES = 200_000;

/** Next 16 emits no nomodule polyfills; the distinction only earns a line when a page has some. */
export function hasNoModuleScripts(page: PageScripts): boolean {
  return page.scripts.some((script) => script.noModule);
}

/**
 * Issue 11's JavaScript budget: a content page loads at most this multiple of the bare page's gzip bytes.
 * The car page is held to the same budget; that target is ours (issue 14 names none).
 */
export const JAVASCRIPT_BUDGET_RATIO = 1.6;

/** The page's JavaScript, gzip, divided by that of the bare page it is compared with. */
export function javascriptRatio(result: PagesBenchmark, page: JavaScriptPage): number {
  return result[page].totalGzipBytes / result.barePages[JAVASCRIPT_PAGES[page].against].totalGzipBytes;
}
