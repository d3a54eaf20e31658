/**
 * Histogram facets of the embedded search engine: a range field's numbers over the records matching every
 * filter except the field's own, in twenty equal-width buckets from the smallest to the largest. Two
 * passes over the candidates (bounds, then buckets) read the numbers in place: a query copies none of
 * them out, so it allocates nothing that grows with the stock.
 */
import type { HistogramValue } from '../../../../schemas/generated/searchResponse';

const HISTOGRAM_BUCKETS = 20;

/**
 * The histogram of `numbers` (one per record, NaN = none) over the candidates that fail no filter
 * outside `ownFields` (a bit mask over `failures`, which holds each candidate's failed filter keys).
 */
export function histogram(
  numbers: Float64Array,
  candidates: Int32Array,
  failures: Int32Array,
  ownFields: number,
): HistogramValue[] {
  const others = ~ownFields;
  let min = Infinity;
  let max = -Infinity;
  let found = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    if (((failures[index] ?? 0) & others) !== 0) continue;
    const value = numbers[candidates[index] ?? 0] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    found += 1;
  }
  if (found === 0) return [];
  if (min === max) return [{ min, max, count: found }];
  const width = (max - min) / HISTOGRAM_BUCKETS;
  const counts = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  for (let index = 0; index < candidates.length; index += 1) {
    if (((failures[index] ?? 0) & others) !== 0) continue;
    const value = numbers[candidates[index] ?? 0] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    const bucket = Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((value - min) / width));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts.map((count, bucket) => ({
    min: min + bucket * width,
    max: bucket === HISTOGRAM_BUCKETS - 1 ? max : min + (bucket + 1) * width,
    count,
  }));
}
