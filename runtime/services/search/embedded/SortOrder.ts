/**
 * The order of every record by one sortable field, ranked once when the index is built, so a query orders
 * its hits by integer keys and picks only the records of the page it returns instead of sorting every hit:
 * a heap as large as the page keeps the best hits seen, and most hits cost one comparison with the worst
 * of them. Nothing it allocates grows with the hits, only with the page.
 * The order: records with a number or text first (numbers before texts, texts by code unit), equal values
 * by record position, records without either last, in both directions.
 */

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
  /**
   * Per record and direction, its key: the rank of its value (equal values share one), or the largest key
   * without a value.
   */
  private readonly keys: Readonly<Record<SortDirection, Int32Array>>;

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
  }

  /** The first `count` of `positions` in this order and `direction`. */
  first(positions: Int32Array, count: number, direction: SortDirection): Int32Array {
    const keys = this.keys[direction];
    const sortsAfter = (a: number, b: number) => {
      const keyA = keys[a] ?? 0;
      const keyB = keys[b] ?? 0;
      return keyA > keyB || (keyA === keyB && a > b);
    };
    // A max-heap of the best `size` positions so far, the one that sorts last at its root.
    const kept = new Int32Array(Math.min(count, positions.length));
    if (kept.length === 0) return kept;
    let size = 0;
    for (let index = 0; index < positions.length; index += 1) {
      const position = positions[index] ?? 0;
      if (size < kept.length) {
        let child = size;
        size += 1;
        while (child > 0) {
          const parent = (child - 1) >> 1;
          const above = kept[parent] ?? 0;
          if (!sortsAfter(position, above)) break;
          kept[child] = above;
          child = parent;
        }
        kept[child] = position;
      } else if (sortsAfter(kept[0] ?? 0, position)) {
        let parent = 0;
        for (let child = 1; child < size; child = 2 * parent + 1) {
          const right = child + 1;
          if (right < size && sortsAfter(kept[right] ?? 0, kept[child] ?? 0)) child = right;
          const below = kept[child] ?? 0;
          if (!sortsAfter(below, position)) break;
          kept[parent] = below;
          parent = child;
        }
        kept[parent] = position;
      }
    }
    return kept.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
  }
}
