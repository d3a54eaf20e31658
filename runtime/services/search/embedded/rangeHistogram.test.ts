import { describe, expect, it } from 'vitest';
import { histogram } from './rangeHistogram';

describe('histogram', () => {
  // Record 3 has no number; candidates are records 0..5 in another order.
  const numbers = Float64Array.of(100, 300, 200, Number.NaN, 2100, 100);
  const candidates = Int32Array.of(5, 4, 3, 2, 1, 0);

  it('spreads the numbers of the candidates failing no other filter over twenty equal buckets', () => {
    const failures = Int32Array.of(0, 0b10, 0, 0, 0b01, 0);
    const buckets = histogram(numbers, candidates, failures, 0b10);
    expect(buckets).toHaveLength(20);
    expect(buckets[0]).toEqual({ min: 100, max: 200, count: 2 });
    expect(buckets[1]).toEqual({ min: 200, max: 300, count: 1 });
    expect(buckets.at(-1)).toEqual({ min: 2000, max: 2100, count: 1 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4);
  });

  it('answers one bucket when every number is the same, none without numbers', () => {
    const clear = new Int32Array(6);
    expect(histogram(numbers, Int32Array.of(0, 5, 3), clear, 0)).toEqual([{ min: 100, max: 100, count: 2 }]);
    expect(histogram(numbers, Int32Array.of(3), clear, 0)).toEqual([]);
    expect(histogram(numbers, candidates, new Int32Array(6).fill(0b01), 0b10)).toEqual([]);
  });
});
