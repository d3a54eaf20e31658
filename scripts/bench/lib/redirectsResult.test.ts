import { describe, expect, it } from 'vitest';
import {
  freshStartDifference,
  freshStartHeader,
  freshStartRows,
  signedMillis,
  type FirstRequestBenchmark,
  type FreshStart,
} from './redirectsResult';

function freshStart(ukRules: number, readyMs: number, firstLegacyMs: number): FreshStart {
  return {
    ukRules,
    readyMs,
    healthzFirstMs: 100,
    healthzAnsweredMs: readyMs + 100,
    legacy: {
      status: ukRules > 0 ? 308 : 404,
      location: ukRules > 0 ? '/new' : null,
      firstMs: firstLegacyMs,
      warmMs: 5,
    },
    page: { status: 200, location: null, firstMs: 40, warmMs: 10.04 },
  };
}

describe('the first-request figures', () => {
  const large = freshStart(100_000, 9_000.3, 300);
  const empty = freshStart(0, 7_000.1, 1_100);
  const result: FirstRequestBenchmark = {
    seed: 1,
    legacyUrl: 'uk.localhost/old',
    pageUrl: 'uk.localhost/about-us',
    expectedLocation: '/new',
    warmRepeats: 5,
    large,
    empty,
    difference: freshStartDifference(large, empty),
  };

  it('are the 100k table minus the empty one, to 0.1 ms', () => {
    expect(result.difference).toEqual({
      readyMs: 2_000.2,
      healthzFirstMs: 0,
      healthzAnsweredMs: 2_000.2,
      firstLegacyMs: -800,
      warmLegacyMs: 0,
      firstPageMs: 0,
      warmPageMs: 0,
    });
  });

  it('read with their sign, and the requests with their status', () => {
    expect(freshStartHeader(result)).toEqual(['Figure', '100k rules', 'empty table', 'difference']);
    const rows = freshStartRows(result, (text) => `\`${text}\``);
    expect(rows[0]).toEqual(['Start-up: spawn → the server answers', '9000 ms', '7000 ms', '+2000 ms']);
    expect(rows[1]?.[0]).toBe('First `/healthz`');
    expect(rows[3]).toEqual(['Legacy URL, first request', '308, 300 ms', '404, 1100 ms', '-800 ms']);
    expect(rows[6]).toEqual(['Content page, warm (median of 5)', '10 ms', '10 ms', '±0.0 ms']);
    expect(signedMillis(3.25)).toBe('+3.3 ms');
  });
});
