import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load';
import { combineLoads, splitConnections } from './splitLoad';

function load(port: number, requestsPerSecond: number, p50: number, p99: number): LoadResult {
  return {
    url: `http://carstoresesite.localhost:${port}/om-oss`,
    requestsPerSecond,
    latencyP50Ms: p50,
    latencyP99Ms: p99,
    requests: requestsPerSecond * 10,
    errors: 1,
    timeouts: 0,
  };
}

describe('splitConnections', () => {
  it('gives every instance the same share when they divide evenly', () => {
    expect(splitConnections(10, 2)).toEqual([5, 5]);
    expect(splitConnections(10, 1)).toEqual([10]);
  });

  it('gives the first instances one more when they do not', () => {
    expect(splitConnections(10, 3)).toEqual([4, 3, 3]);
  });

  it('refuses to leave an instance without a connection', () => {
    expect(() => splitConnections(1, 2)).toThrow('each needs one');
    expect(() => splitConnections(10, 0)).toThrow('each needs one');
  });
});

describe('combineLoads', () => {
  it('adds up the throughput and takes the worse latency of the two instances', () => {
    const a = load(3001, 400.5, 11, 40);
    const b = load(3002, 380, 12, 35);
    expect(combineLoads([a, b])).toEqual({
      requestsPerSecond: 780.5,
      latencyP50Ms: 12,
      latencyP99Ms: 40,
      requests: 7805,
      errors: 2,
      timeouts: 0,
      instances: [a, b],
    });
  });

  it('keeps the sum to autocannon’s two decimals', () => {
    expect(combineLoads([load(3001, 258, 18, 47), load(3002, 264.34, 18, 49)]).requestsPerSecond).toBe(
      522.34,
    );
  });

  it('leaves one instance’s figures as they are', () => {
    const only = load(3001, 500, 10, 30);
    const { instances, ...figures } = combineLoads([only]);
    expect(instances).toEqual([only]);
    expect({ url: only.url, ...figures }).toEqual(only);
  });

  it('refuses nothing to combine', () => {
    expect(() => combineLoads([])).toThrow('No load');
  });
});
