import { describe, expect, it } from 'vitest';
import { pagesSection } from './benchmarksDoc';
import type { LoadResult } from './load';
import type { PageScripts } from './pageScripts';
import type { PagesBenchmark } from './result';

const HOST = 'http://carstoresesite.localhost:41234';
const CAR_PATH = '/kopa-bil/bil/3309000001/begagnad-kombi-2023-volvo-v90';

function scripts(url: string, gzipBytes: number): PageScripts {
  const script = { src: '/_next/static/chunks/main.js', bytes: gzipBytes * 3, gzipBytes, noModule: false };
  return {
    url,
    scripts: [script],
    totalBytes: script.bytes,
    totalGzipBytes: gzipBytes,
    modernGzipBytes: gzipBytes,
  };
}

function load(url: string, requestsPerSecond: number): LoadResult {
  return {
    url,
    requestsPerSecond,
    latencyP50Ms: 12,
    latencyP99Ms: 40,
    requests: requestsPerSecond * 5,
    errors: 0,
    timeouts: 0,
  };
}

const result: PagesBenchmark = {
  date: '2026-11-26T12:00:00.000Z',
  machine: { cores: 2, cpu: 'AMD EPYC', os: 'Linux 6.18', node: 'v24.21.0' },
  nextVersion: '16.4.5',
  buildSeconds: 68.2,
  contentPage: scripts(`${HOST}/om-oss`, 200_000),
  carPage: scripts(`${HOST}${CAR_PATH}`, 260_000),
  carPageHtml: { url: `${HOST}${CAR_PATH}`, bytes: 90_000, gzipBytes: 18_000 },
  carListHtml: { url: `${HOST}/kopa-bil`, bytes: 199_600, gzipBytes: 28_800 },
  contributors: [{ module: 'react-dom', gzipBytes: 60_000 }],
  barePages: {
    static: scripts('http://localhost:41235/', 100_000),
    serverRendered: scripts('http://localhost:41235/server-rendered', 104_000),
  },
  bareApp: { bundler: 'turbopack', nodeModules: 'hard-linked copy' },
  load: {
    connections: 10,
    durationSeconds: 5,
    pages: [
      { label: 'content page', against: 'static', load: load(`${HOST}/om-oss`, 560), ratio: 0.35 },
      { label: 'car page', against: 'serverRendered', load: load(`${HOST}${CAR_PATH}`, 300), ratio: 0.333 },
    ],
    bare: [
      { kind: 'static', load: load('http://localhost:41235/', 1600) },
      { kind: 'serverRendered', load: load('http://localhost:41235/server-rendered', 900) },
    ],
  },
};

/** The figures table's row whose label starts with `label`, as its cells. */
function figure(section: string, label: string): string[] | undefined {
  return section
    .split('\n')
    .find((line) => line.startsWith(`| ${label}`))
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('pagesSection', () => {
  const section = pagesSection(result);

  it('divides the car page by the bare server-rendered page, the content page by the static one', () => {
    expect(figure(section, 'Ratio car page/bare SSR page (requests per second)')?.[1]).toBe('0.33');
    expect(figure(section, 'Ratio content page/bare static page (requests per second)')?.[1]).toBe('0.35');
    expect(figure(section, 'Requests per second, bare SSR page')?.[1]).toBe('900.0 (p50 12 ms, p99 40 ms)');
    expect(figure(section, 'Requests per second, bare static page')?.[1]).toBe(
      '1600.0 (p50 12 ms, p99 40 ms)',
    );
  });

  it("gives the car page's JavaScript against the bare server-rendered page's, and its HTML", () => {
    expect(figure(section, `JavaScript loaded by \`carstoresesite.localhost${CAR_PATH}\``)?.[1]).toBe(
      '1 scripts, 260.0 kB gzip (780.0 kB raw)',
    );
    expect(figure(section, 'Ratio car page/bare SSR page (JavaScript gzip; budget 1.6)')?.[1]).toBe('2.50');
    expect(figure(section, 'Ratio content page/bare static page (JavaScript gzip; budget 1.6)')?.[1]).toBe(
      '2.00',
    );
    expect(figure(section, `HTML of \`carstoresesite.localhost${CAR_PATH}\``)?.[1]).toBe(
      '90.0 kB raw, 18.0 kB gzip',
    );
  });

  it('says that the car page targets are ours', () => {
    expect(section).toContain("The car page's targets are ours, issue 14 names none");
    expect(section).toContain('Scripts of the car page:');
  });
});
