import { describe, expect, it } from 'vitest';
import {
  loadRows,
  ratioLine,
  withRatiosToSingle,
  type MeasuredPage,
  type MeasuredRun,
} from './instancesReport';
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

/** A page under load on as many instances as `loads`, each instance using `instanceCores`. */
function measuredPage(page: 'content' | 'car', loads: LoadResult[], instanceCores: number): MeasuredPage {
  return {
    page,
    path: page === 'content' ? '/om-oss' : '/kopa-bil/bil/1/volvo',
    load: combineLoads(loads),
    cpu: {
      instancesCores: loads.map(() => instanceCores),
      loadGeneratorCores: 0.4,
      machineCores: 1.5,
    },
  };
}

const measured: MeasuredRun[] = [
  {
    configuration: 'single',
    pages: [
      measuredPage('content', [load(500, 17, 41)], 0.9),
      measuredPage('car', [load(20, 300, 2000)], 0.95),
    ],
  },
  {
    configuration: 'singleRedis',
    pages: [
      measuredPage('content', [load(400, 22, 56)], 0.9),
      measuredPage('car', [load(20, 310, 2100)], 0.95),
    ],
  },
  {
    configuration: 'pair',
    pages: [
      measuredPage('content', [load(260, 18, 47), load(265, 19, 49)], 0.55),
      measuredPage('car', [load(15, 200, 800), load(16.5, 190, 900)], 0.7),
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

  it('has a row per page and configuration, each instance’s req/s and cores when there are two', () => {
    expect(loadRows({ runs })).toEqual([
      ['content page', 'one instance', '500.0', '17', '41', '–', '0', '1.00', '0.90', '0.40', '1.50'],
      ['content page', 'one instance, Redis', '400.0', '22', '56', '–', '0', '0.80', '0.90', '0.40', '1.50'],
      [
        'content page',
        'two instances, Redis',
        '525.0',
        '19',
        '49',
        '260.0 + 265.0',
        '0',
        '1.05',
        '0.55 + 0.55',
        '0.40',
        '1.50',
      ],
      ['car page', 'one instance', '20.0', '300', '2000', '–', '0', '1.00', '0.95', '0.40', '1.50'],
      ['car page', 'one instance, Redis', '20.0', '310', '2100', '–', '0', '1.00', '0.95', '0.40', '1.50'],
      [
        'car page',
        'two instances, Redis',
        '31.5',
        '200',
        '900',
        '15.0 + 16.5',
        '0',
        '1.57',
        '0.70 + 0.70',
        '0.40',
        '1.50',
      ],
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
