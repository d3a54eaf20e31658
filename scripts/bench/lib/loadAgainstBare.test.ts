import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load';
import { barePagesFor, compareWithBare } from './loadAgainstBare';

function load(requestsPerSecond: number): LoadResult {
  return {
    url: 'http://localhost/',
    requestsPerSecond,
    latencyP50Ms: 5,
    latencyP99Ms: 20,
    requests: requestsPerSecond * 5,
    errors: 0,
    timeouts: 0,
  };
}

describe('barePagesFor', () => {
  it('loads each bare page our pages name once, in the order they name them', () => {
    expect(
      barePagesFor([{ against: 'static' }, { against: 'serverRendered' }, { against: 'static' }]),
    ).toEqual(['static', 'serverRendered']);
    expect(barePagesFor([{ against: 'serverRendered' }])).toEqual(['serverRendered']);
  });
});

describe('compareWithBare', () => {
  const bare = [
    { kind: 'static', load: load(1600) },
    { kind: 'serverRendered', load: load(900) },
  ] as const;

  it('divides each page by the bare page served the same way, to three decimals', () => {
    const pages = compareWithBare(
      [
        { label: 'content page', against: 'static', load: load(560) },
        { label: 'car page', against: 'serverRendered', load: load(300) },
      ],
      bare,
    );
    expect(pages.map(({ label, ratio }) => [label, ratio])).toEqual([
      ['content page', 0.35],
      ['car page', 0.333],
    ]);
  });

  it('names the page and the bare page when that bare page was not loaded', () => {
    expect(() =>
      compareWithBare([{ label: 'car page', against: 'serverRendered', load: load(300) }], [bare[0]]),
    ).toThrow('car page: the bare SSR page was not loaded');
  });
});
