import type { BareApp } from './bareApp';
import type { LoadResult } from './load';
import type { PageScripts } from './pageScripts';

export interface Machine {
  cores: number;
  cpu: string;
  os: string;
  node: string;
}

/** Everything one run of `npm run bench:pages` measured; printed as the final JSON line. */
export interface PagesBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  /** Wall clock of `npm run build` from an empty `.next`; null with --skip-build. */
  buildSeconds: number | null;
  contentPage: PageScripts;
  barePage: PageScripts;
  bareApp: Pick<BareApp, 'bundler' | 'nodeModules'>;
  load: {
    connections: number;
    durationSeconds: number;
    ours: LoadResult;
    bare: LoadResult;
    /** Requests per second of our content page divided by the bare page's. */
    ratio: number;
  };
}

export function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

export function perSecond(value: number): string {
  return value.toFixed(1);
}

export function ratio(value: number): string {
  return value.toFixed(2);
}

/** `http://carstoresesite.localhost:41234/om-oss` → `carstoresesite.localhost/om-oss`: ports change every run. */
export function withoutPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname}`;
}

/** Next 16 emits no nomodule polyfills; the distinction only earns a line when a page has some. */
export function hasNoModuleScripts(page: PageScripts): boolean {
  return page.scripts.some((script) => script.noModule);
}

/** `2026-11-22T00:40:43.192Z` → `2026-11-22 00:40 UTC`. */
export function readableDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
