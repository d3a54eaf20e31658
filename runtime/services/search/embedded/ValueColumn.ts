/**
 * One faceted field of every record, dictionary-encoded for the embedded search engine: each distinct facet
 * text gets a small integer id and each record holds the ids of its values in typed arrays. Filtering and
 * counting then read integers from contiguous memory instead of strings from record objects. Counting
 * writes into one array per column, kept between queries, so a query allocates no typed array of its own.
 */

/** The id of "no value": a record without the field, or whose value has no facet text. */
export const NO_VALUE = 0;

/** Facet texts of a field value: scalars as one string, lists as their items; nothing for absent values. */
export function facetTexts(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(facetTexts);
  if (typeof value === 'object') return [];
  return [String(value)];
}

export class ValueColumn {
  /** Facet text of each value id; index 0 (NO_VALUE) holds no text. */
  readonly texts: readonly string[];
  /** Per record, the id of its first value (NO_VALUE when it has none). */
  readonly firstIds: Int32Array;
  /**
   * Only when some record holds a list of several values: record i's ids are listIds[listStarts[i] …
   * listStarts[i + 1]). Single-valued fields (most) keep to `firstIds`, one read per record.
   */
  readonly listStarts: Int32Array | null;
  readonly listIds: Int32Array | null;
  private readonly idByText: ReadonlyMap<string, number>;
  /** The counts `count` answers in, one per value id, overwritten by each call. */
  private readonly counts: Int32Array;

  constructor(values: readonly unknown[]) {
    const idByText = new Map<string, number>();
    const texts = [''];
    const idOf = (text: string) => {
      let id = idByText.get(text);
      if (id === undefined) {
        id = texts.length;
        texts.push(text);
        idByText.set(text, id);
      }
      return id;
    };
    const firstIds = new Int32Array(values.length);
    const lists: number[][] = [];
    let severalValues = false;
    values.forEach((value, position) => {
      // A list naming a value twice still counts the record once for it.
      const ids = [...new Set(facetTexts(value).map(idOf))];
      firstIds[position] = ids[0] ?? NO_VALUE;
      lists.push(ids);
      if (ids.length > 1) severalValues = true;
    });
    this.texts = texts;
    this.idByText = idByText;
    this.counts = new Int32Array(texts.length);
    this.firstIds = firstIds;
    if (severalValues) {
      const listStarts = new Int32Array(values.length + 1);
      lists.forEach((ids, position) => {
        listStarts[position + 1] = (listStarts[position] ?? 0) + ids.length;
      });
      this.listStarts = listStarts;
      this.listIds = Int32Array.from(lists.flat());
    } else {
      this.listStarts = null;
      this.listIds = null;
    }
  }

  /** One flag per value id: set for the ids of `texts` (texts no record holds set nothing). */
  flags(texts: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.texts.length);
    for (const text of texts) {
      const id = this.idByText.get(text);
      if (id !== undefined) flags[id] = 1;
    }
    return flags;
  }

  /** Whether the record at `position` holds a value whose id is flagged. */
  holdsFlagged(position: number, flags: Uint8Array): boolean {
    const { listStarts, listIds } = this;
    if (!listStarts || !listIds) return flags[this.firstIds[position] ?? NO_VALUE] === 1;
    const end = listStarts[position + 1] ?? 0;
    for (let index = listStarts[position] ?? 0; index < end; index += 1) {
      if (flags[listIds[index] ?? NO_VALUE] === 1) return true;
    }
    return false;
  }

  /**
   * Records per value id among the candidates that fail no filter outside `ownFields` (a bit mask over
   * `failures`, which holds each candidate's failed filter fields): the facet's disjunctive counts. The
   * array is the column's own and the next call overwrites it: read it before counting again.
   */
  count(candidates: Int32Array, failures: Int32Array, ownFields: number): Int32Array {
    const { listStarts, listIds } = this;
    if (!listStarts || !listIds) {
      return countIds(this.firstIds, this.counts, candidates, failures, ownFields);
    }
    const counts = this.counts.fill(0);
    const others = ~ownFields;
    for (let index = 0; index < candidates.length; index += 1) {
      if (((failures[index] ?? 0) & others) !== 0) continue;
      const position = candidates[index] ?? 0;
      const end = listStarts[position + 1] ?? 0;
      for (let item = listStarts[position] ?? 0; item < end; item += 1) {
        const id = listIds[item] ?? NO_VALUE;
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    return counts;
  }
}

/**
 * Records per id (`ids` holds one id per record, each below `counts.length`) among the candidates that
 * fail no filter outside `ownFields`, written over `counts`, which it returns.
 */
export function countIds(
  ids: Int32Array,
  counts: Int32Array,
  candidates: Int32Array,
  failures: Int32Array,
  ownFields: number,
): Int32Array {
  counts.fill(0);
  const others = ~ownFields;
  for (let index = 0; index < candidates.length; index += 1) {
    if (((failures[index] ?? 0) & others) !== 0) continue;
    const id = ids[candidates[index] ?? 0] ?? NO_VALUE;
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}
