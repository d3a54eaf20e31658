/**
 * The per-record working arrays of the embedded engine's queries, allocated once per engine and reused by
 * every query. A typed array's memory lies outside the JavaScript heap, and when a query allocated its own
 * arrays as long as the stock (400 kB each at 100,000 records) they piled up between the rare minor
 * collections of a query path that makes little other garbage, until V8 answered the external memory with
 * a full incremental marking of the heap, records included (hundreds of MB), whose steps ran inside the
 * queries: the slowest twentieth of them at 100,000 cars (issue 11). A query runs synchronously, so one set
 * per engine serves every query in turn; what a query gets from here is valid until the next one.
 */

/** A query's candidates, split in one pass into what its result and its facets draw on. */
export interface Evaluation {
  /** Candidates no filter rejected, in candidate order: the result. */
  hits: Int32Array;
  /**
   * Candidates rejected only by keys some facet ignores (its own fields'), with their marks: the only
   * ones a facet can count, so facets pass over these rather than every candidate.
   */
  countable: Int32Array;
  countableFailures: Int32Array;
}

export class QueryBuffers {
  private readonly candidates: Int32Array;
  private readonly failures: Int32Array;
  private readonly hits: Int32Array;
  private readonly countable: Int32Array;
  private readonly countableFailures: Int32Array;

  constructor(recordCount: number) {
    this.candidates = new Int32Array(recordCount);
    this.failures = new Int32Array(recordCount);
    this.hits = new Int32Array(recordCount);
    this.countable = new Int32Array(recordCount);
    this.countableFailures = new Int32Array(recordCount);
  }

  /** Room for `length` candidate positions (at most one per record), for the caller to fill. */
  candidatesOf(length: number): Int32Array {
    return this.candidates.subarray(0, length);
  }

  /** One failure mask per candidate, every one clear. */
  failuresOf(candidates: Int32Array): Int32Array {
    return this.failures.subarray(0, candidates.length).fill(0);
  }

  /**
   * Splits the candidates by their failure masks (`failures[i]` for `candidates[i]`); `facetOwnKeys`: per
   * facet, the mask of its own fields' filter keys.
   */
  evaluate(candidates: Int32Array, failures: Int32Array, facetOwnKeys: readonly number[]): Evaluation {
    // A candidate failing one key is countable when some facet owns that key; one failing several, only
    // when a facet owning several keys (a hierarchy's levels) owns them all.
    const ownedKeys = facetOwnKeys.reduce((union, own) => union | own, 0);
    const severalOwned = [...new Set(facetOwnKeys)].filter((own) => (own & (own - 1)) !== 0);
    const { hits, countable, countableFailures } = this;
    let hitCount = 0;
    let countableCount = 0;
    for (let index = 0; index < candidates.length; index += 1) {
      const marks = failures[index] ?? 0;
      const position = candidates[index] ?? 0;
      let counted: boolean;
      if (marks === 0) {
        hits[hitCount] = position;
        hitCount += 1;
        counted = true;
      } else if ((marks & (marks - 1)) === 0) {
        counted = (marks & ownedKeys) !== 0;
      } else {
        counted = false;
        for (let facet = 0; !counted && facet < severalOwned.length; facet += 1) {
          counted = (marks & ~(severalOwned[facet] ?? 0)) === 0;
        }
      }
      if (counted) {
        countable[countableCount] = position;
        countableFailures[countableCount] = marks;
        countableCount += 1;
      }
    }
    return {
      hits: hits.subarray(0, hitCount),
      countable: countable.subarray(0, countableCount),
      countableFailures: countableFailures.subarray(0, countableCount),
    };
  }
}
