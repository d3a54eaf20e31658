/**
 * Histogram facets of the embedded search engine: a range field's numbers over the records matching every
 * filter except the field's own, in twenty equal-width buckets from the smallest to the largest.
 */
import type { HistogramValue } from '../../../../schemas/generated/searchResponse';

const HISTOGRAM_BUCKETS = 20;

/** The numbers (NaN = none) of the candidates that fail no filter outside `ownFields`. */
export function numbersPassing(
  numbers: Float64Array,
  candidates: Int32Array,
  failures: Int32Array,
  ownFields: number,
): Float64Array {
  const found = new Float64Array(candidates.length);
  const others = ~ownFields;
  let length = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    if (((failures[index] ?? 0) & others) !== 0) continue;
    const value = numbers[candidates[index] ?? 0] ?? Number.NaN;
    if (!Number.isNaN(value)) {
      found[length] = value;
      length += 1;
    }
  }
  return found.subarray(0, length);
}

export function histogram(numbers: Float64Array): HistogramValue[] {
  if (numbers.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const value of numbers) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === max) return [{ min, max, count: numbers.length }];
  const width = (max - min) / HISTOGRAM_BUCKETS;
  const counts = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  for (const value of numbers) {
    const bucket = Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((value - min) / width));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts.map((count, bucket) => ({
    min: min + bucket * width,
    max: bucket === HISTOGRAM_BUCKETS - 1 ? max : min + (bucket + 1) * width,
    count,
  }));
}
