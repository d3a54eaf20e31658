/**
 * The filters of a search request as the embedded engine applies them: each one marks, in one tight loop
 * over the candidate records, the candidates it rejects. A candidate's marks (one bit per filter key)
 * say both whether it is a hit (no marks) and which facets still count it (a facet ignores its own
 * fields' marks), so one evaluation serves the result list and every disjunctive facet count.
 */
import { NO_VALUE, type ValueColumn } from './ValueColumn';

export interface RecordFilter {
  /**
   * The request's filter key: the field, or `<field>.neq`. A facet ignores the marks of its own field's
   * key only, so an exclusion narrows every facet, its field's too.
   */
  readonly key: string;
  /** ORs `bit` into failures[i] for every candidates[i] this filter rejects. */
  markRejected(candidates: Int32Array, failures: Int32Array, bit: number): void;
}

/** Any of some facet texts (or, negated, none of them) on a dictionary-encoded field. */
export class ValueFilter implements RecordFilter {
  private readonly flags: Uint8Array;

  constructor(
    readonly key: string,
    private readonly column: ValueColumn,
    texts: readonly string[],
    private readonly negated: boolean,
  ) {
    this.flags = column.flags(texts);
  }

  markRejected(candidates: Int32Array, failures: Int32Array, bit: number): void {
    const { column, flags, negated } = this;
    if (!column.listStarts) {
      const { firstIds } = column;
      // Single values: a flag read per record; "no value" is never flagged.
      const rejected = negated ? 1 : 0;
      for (let index = 0; index < candidates.length; index += 1) {
        if (flags[firstIds[candidates[index] ?? 0] ?? NO_VALUE] === rejected)
          failures[index] = (failures[index] ?? 0) | bit;
      }
      return;
    }
    for (let index = 0; index < candidates.length; index += 1) {
      if (column.holdsFlagged(candidates[index] ?? 0, flags) === negated)
        failures[index] = (failures[index] ?? 0) | bit;
    }
  }
}

/** A numeric range with inclusive bounds; records without a number fail it. */
export class RangeFilter implements RecordFilter {
  constructor(
    readonly key: string,
    /** The field per record, NaN where it is not a number. */
    private readonly numbers: Float64Array,
    private readonly min: number,
    private readonly max: number,
  ) {}

  markRejected(candidates: Int32Array, failures: Int32Array, bit: number): void {
    const { numbers, min, max } = this;
    for (let index = 0; index < candidates.length; index += 1) {
      const value = numbers[candidates[index] ?? 0] ?? Number.NaN;
      // NaN fails both comparisons, so records without a number are rejected.
      if (!(value >= min && value <= max)) failures[index] = (failures[index] ?? 0) | bit;
    }
  }
}

/**
 * Any of some values (or, negated, none) on a field that is not faceted, such as an id: compared as text
 * against the raw record values, list items each on their own.
 */
export class RawValueFilter implements RecordFilter {
  private readonly accepted: ReadonlySet<string>;

  constructor(
    readonly key: string,
    private readonly values: readonly unknown[],
    texts: readonly string[],
    private readonly negated: boolean,
  ) {
    this.accepted = new Set(texts);
  }

  markRejected(candidates: Int32Array, failures: Int32Array, bit: number): void {
    const { values, accepted, negated } = this;
    for (let index = 0; index < candidates.length; index += 1) {
      const value = values[candidates[index] ?? 0];
      const found = Array.isArray(value)
        ? value.some((item) => accepted.has(String(item)))
        : value !== undefined && value !== null && accepted.has(String(value));
      if (found === negated) failures[index] = (failures[index] ?? 0) | bit;
    }
  }
}
