import type { BareApp } from './bareApp';
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
  /** The car list page's HTML (48 server-rendered cards and their page data). */
  carListHtml: PageHtml;
  /** What the content page's JavaScript is made of, by package or project folder. */
  contributors: BundleContributors;
  barePage: PageScripts;
  bareApp: Pick<BareApp, 'bundler' | 'nodeModules'>;
  /** The content page, then the car list page, against the bare page. */
  load: LoadComparison;
}

/** The budget for the car list page's HTML, raw bytes. */
export const CAR_LIST_HTML_BUDGET_BYTES = 200_000;

/** Next 16 emits no nomodule polyfills; the distinction only earns a line when a page has some. */
export function hasNoModuleScripts(page: PageScripts): boolean {
  return page.scripts.some((script) => script.noModule);
}

/** The JavaScript budget: a content page loads at most this multiple of the bare page's gzip bytes. */
export const JAVASCRIPT_BUDGET_RATIO = 1.6;

export function javascriptRatio(result: PagesBenchmark): number {
  return result.contentPage.totalGzipBytes / result.barePage.totalGzipBytes;
}
