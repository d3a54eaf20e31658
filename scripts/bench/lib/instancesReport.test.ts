import { describe, expect, it } from 'vitest';
import { loadRows, ratioLine, withRatiosToSingle, type MeasuredRun } from './instancesReport';
import type { LoadResult } from './load';
import { combineLoads } from './splitLoad';

function load(requestsPerSecond: number, p50: number, p99: number): LoadResult {
  return {
    url: 'http://carstoresesite.localhost:3001/om-oss',
    requestsPerSecond,
    latencyP50Ms: p50,
    latencyP99Ms: p99,
    requests: requestsPerSecond * 10,
    errors: 0,
    timeouts: 0,
  };
}

const measured: MeasuredRun[] = [
  {
    configuration: 'single',
    pages: [
      { page: 'content', path: '/om-oss', load: combineLoads([load(500, 17, 41)]) },
      { page: 'car', path: '/kopa-bil/bil/1/volvo', load: combineLoads([load(20, 300, 2000)]) },
    ],
  },
  {
    configuration: 'singleRedis',
    pages: [
      { page: 'content', path: '/om-oss', load: combineLoads([load(400, 22, 56)]) },
      { page: 'car', path: '/kopa-bil/bil/1/volvo', load: combineLoads([load(20, 310, 2100)]) },
    ],
  },
  {
    configuration: 'pair',
    pages: [
      { page: 'content', path: '/om-oss', load: combineLoads([load(260, 18, 47), load(265, 19, 49)]) },
      {
        page: 'car',
        path: '/kopa-bil/bil/1/volvo',
        load: combineLoads([load(15, 200, 800), load(16.5, 190, 900)]),
      },
    ],
  },
];

describe('withRatiosToSingle', () => {
  it('divides every page by the same page on one instance without Redis', () => {
    const runs = withRatiosToSingle(measured);
    expect(runs.map((run) => run.pages.map((entry) => entry.ratioToSingle))).toEqual([
      [1, 1],
      [0.8, 1],
      [1.05, 1.575],
    ]);
  });

  it('needs the one-instance run to divide by', () => {
    expect(() => withRatiosToSingle(measured.slice(1))).toThrow('one instance run is missing');
  });
});

describe('the load table', () => {
  const runs = withRatiosToSingle(measured);

  it('has a row per page and configuration, each instance’s req/s when there are two', () => {
    expect(loadRows({ runs })).toEqual([
      ['content page', 'one instance', '500.0', '17', '41', '–', '0', '1.00'],
      ['content page', 'one instance, Redis', '400.0', '22', '56', '–', '0', '0.80'],
      ['content page', 'two instances, Redis', '525.0', '19', '49', '260.0 + 265.0', '0', '1.05'],
      ['car page', 'one instance', '20.0', '300', '2000', '–', '0', '1.00'],
      ['car page', 'one instance, Redis', '20.0', '310', '2100', '–', '0', '1.00'],
      ['car page', 'two instances, Redis', '31.5', '200', '900', '15.0 + 16.5', '0', '1.57'],
    ]);
  });

  it('sums up each configuration against one instance', () => {
    expect(ratioLine({ runs }, 'pair')).toBe(
      'two instances, Redis ÷ one instance (req/s): content page 1.05, car page 1.57',
    );
    expect(ratioLine({ runs: [] }, 'singleRedis')).toBe(
      'one instance, Redis ÷ one instance (req/s): not measured',
    );
  });
});
