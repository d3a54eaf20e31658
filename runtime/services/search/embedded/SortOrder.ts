/**
 * The order of every record by one sortable field, ranked once when the index is built, so a query orders
 * its hits by integer keys and picks only the records of the page it returns instead of sorting every hit.
 * The order: records with a number or text first (numbers before texts, texts by code unit), equal values
 * by record position, records without either last, in both directions.
 */

/** Up to this many hits are simply sorted; above it a count of keys finds the page's records first. */
const DIRECT_SORT_LIMIT = 2048;

type SortValue = number | string;

const isSortValue = (value: unknown): value is SortValue =>
  typeof value === 'number' || typeof value === 'string';

function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return typeof a === 'number' ? -1 : 1;
}

type SortDirection = 'asc' | 'desc';

export class SortOrder {
  /** Per record and direction, its key: the rank of its value (equal values share one), or `keyCount - 1` without a value. */
  private readonly keys: Readonly<Record<SortDirection, Int32Array>>;
  private readonly keyCount: number;

  constructor(values: readonly unknown[]) {
    const sortable: number[] = [];
    values.forEach((value, position) => {
      if (isSortValue(value)) sortable.push(position);
    });
    sortable.sort((a, b) => compareSortValues(values[a] as SortValue, values[b] as SortValue));
    const ascending = new Int32Array(values.length);
    let rank = -1;
    let previous: SortValue | undefined;
    for (const position of sortable) {
      const value = values[position] as SortValue;
      if (rank < 0 || compareSortValues(value, previous as SortValue) !== 0) rank += 1;
      previous = value;
      ascending[position] = rank;
    }
    const distinct = rank + 1;
    const descending = new Int32Array(values.length);
    const sortablePositions = new Uint8Array(values.length);
    for (const position of sortable) sortablePositions[position] = 1;
    for (let position = 0; position < values.length; position += 1) {
      if (sortablePositions[position] === 1) {
        descending[position] = distinct - 1 - (ascending[position] ?? 0);
      } else {
        ascending[position] = distinct;
        descending[position] = distinct;
      }
    }
    this.keys = { asc: ascending, desc: descending };
    this.keyCount = distinct + 1;
  }

  /** The first `count` of `positions` in this order and `direction`. */
  first(positions: Int32Array, count: number, direction: SortDirection): Int32Array {
    const keys = this.keys[direction];
    const byKey = (a: number, b: number) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b;
    const wanted = Math.min(count, positions.length);
    if (wanted === 0) return new Int32Array(0);
    if (positions.length <= DIRECT_SORT_LIMIT) return positions.slice().sort(byKey).subarray(0, wanted);

    // Count the hits per key to find the last key the page reaches, then sort only the hits up to it.
    const perKey = new Int32Array(this.keyCount);
    for (const position of positions) {
      const key = keys[position] ?? 0;
      perKey[key] = (perKey[key] ?? 0) + 1;
    }
    let lastKey = 0;
    for (let reached = perKey[0] ?? 0; reached < wanted; reached += perKey[lastKey] ?? 0) lastKey += 1;
    const onPage = positions.filter((position) => (keys[position] ?? 0) <= lastKey);
    return onPage.sort(byKey).subarray(0, wanted);
  }
}
