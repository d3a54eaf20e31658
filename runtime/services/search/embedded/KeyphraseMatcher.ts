/**
 * Which records a keyphrase matches, by the rule the engine's MiniSearch index applies — every word of it
 * (split and lower-cased as MiniSearch does) found in some searched field as itself, as the prefix of a
 * term, or, from five letters, as a term one typo away — without MiniSearch's scoring. A sorted query
 * needs only the set, and scoring every match (thousands per brand) was most of a query's time. A map of
 * the index's terms (MiniSearch's own SearchableMap, so prefixes and typos are found the same way) and
 * one list of record positions per term give the set in a few passes over those lists. The per-record
 * arrays a match works in are the matcher's own, kept between keyphrases: a query allocates none.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

const FUZZY_FROM_LENGTH = 5;

/** Typos a keyphrase word may have: one from five letters (each further edit multiplies the terms compared). */
export function typosAllowed(word: string): number {
  return word.length >= FUZZY_FROM_LENGTH ? 1 : 0;
}

const tokenize: (text: string, fieldName?: string) => string[] = MiniSearch.getDefault('tokenize');
const processTerm: (term: string, fieldName?: string) => string | string[] | null | undefined | false =
  MiniSearch.getDefault('processTerm');

/** A text's terms as MiniSearch indexes and searches them. */
function termsOf(text: string, field?: string): string[] {
  return tokenize(text, field).flatMap((token) => processTerm(token, field) || []);
}

export class KeyphraseMatcher {
  private readonly termIds = new SearchableMap<number>();
  /** Record positions holding term t: postings[postingStarts[t] … postingStarts[t + 1]), ascending. */
  private readonly postingStarts: Int32Array;
  private readonly postings: Int32Array;
  /** Per record, how many words in a row it has matched; zeroed by each `match`. */
  private readonly matchedWords: Int32Array;
  /** The positions `match` answers with, overwritten by each call. */
  private readonly matches: Int32Array;

  constructor(
    private readonly recordCount: number,
    fields: readonly string[],
    /** The searched text of a record's field. */
    textOf: (position: number, field: string) => string,
  ) {
    const positionsByTerm = new Map<string, number[]>();
    for (let position = 0; position < recordCount; position += 1) {
      for (const field of fields) {
        for (const term of termsOf(textOf(position, field), field)) {
          const positions = positionsByTerm.get(term);
          if (!positions) positionsByTerm.set(term, [position]);
          // Positions come in order, so a record repeating a term is the last one in its list.
          else if (positions.at(-1) !== position) positions.push(position);
        }
      }
    }
    this.postingStarts = new Int32Array(positionsByTerm.size + 1);
    let total = 0;
    let termId = 0;
    for (const [term, positions] of positionsByTerm) {
      this.termIds.set(term, termId);
      total += positions.length;
      termId += 1;
      this.postingStarts[termId] = total;
    }
    this.postings = new Int32Array(total);
    this.matchedWords = new Int32Array(recordCount);
    this.matches = new Int32Array(recordCount);
    let offset = 0;
    for (const positions of positionsByTerm.values()) {
      this.postings.set(positions, offset);
      offset += positions.length;
    }
  }

  /**
   * Positions, ascending, of the records matching every word of the keyphrase (none when it has no word).
   * The array is the matcher's own and the next call overwrites it: read it before matching again.
   */
  match(keyphrase: string): Int32Array {
    const { matches } = this;
    const words = termsOf(keyphrase);
    if (words.length === 0) return matches.subarray(0, 0);
    // A record counts for a word only if it matched every word before, however many of the word's terms
    // it holds.
    const matchedWords = this.matchedWords.fill(0);
    words.forEach((word, index) => {
      for (const termId of this.termIdsOf(word)) {
        const end = this.postingStarts[termId + 1] ?? 0;
        for (let posting = this.postingStarts[termId] ?? 0; posting < end; posting += 1) {
          const position = this.postings[posting] ?? 0;
          if (matchedWords[position] === index) matchedWords[position] = index + 1;
        }
      }
    });
    let length = 0;
    for (let position = 0; position < this.recordCount; position += 1) {
      if (matchedWords[position] === words.length) {
        matches[length] = position;
        length += 1;
      }
    }
    return matches.subarray(0, length);
  }

  /** The ids of the terms a word matches: itself, the terms it begins, those within its typos. */
  private termIdsOf(word: string): Set<number> {
    const ids = new Set(this.termIds.atPrefix(word).values());
    const typos = typosAllowed(word);
    if (typos > 0) for (const [id] of this.termIds.fuzzyGet(word, typos).values()) ids.add(id);
    return ids;
  }
}
