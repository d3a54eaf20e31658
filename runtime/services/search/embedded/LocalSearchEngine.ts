/**
 * The embedded search engine: one index of records answering the search contract (spec 001 §7) in
 * process. Its index is columnar: every facetable field dictionary-encoded in typed arrays (ValueColumn),
 * range fields as numbers, each sortable field ranked once (SortOrder). The keyphrase (every word, as a
 * prefix, one typo tolerated from five letters) is matched by MiniSearch, which ranks the matches, or,
 * when the request is sorted and rank does not matter, by KeyphraseMatcher, which only finds them. A
 * query marks, per candidate record, which filters it fails (RecordFilter); hits fail none, and each facet
 * counts the candidates that fail no filter but its own field's, so every facet — value, hierarchical
 * (`a>b`) or histogram — is disjunctive (a facet's own selection does not narrow its counts) and costs one
 * pass over the candidates. Sorted results select only the requested page instead of sorting every hit.
 * A query allocates nothing that grows with the stock: its per-record arrays are the engine's own,
 * reused (QueryBuffers), and so are the matcher's and every column's counts.
 * What it builds because a request asked for it is bounded: a hierarchy for each of the last 16 facet
 * names used (a request may name any sequence of value facets), a raw column for each field of the index.
 */
import MiniSearch from 'minisearch';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { Facet, FacetValue, SearchResponse } from '../../../../schemas/generated/searchResponse';
import { LruMap } from '../../../cache/LruMap';
import { SearchRequestError } from '../contract';
import { DEFAULT_SEARCH_LIMIT } from '../searchResult';
import { HierarchyPaths, type HierarchyNode } from './HierarchyPaths';
import type { IndexDefinition } from './indexDefinitions';
import { KeyphraseMatcher, typosAllowed } from './KeyphraseMatcher';
import { QueryBuffers } from './QueryBuffers';
import { histogram } from './rangeHistogram';
import { RangeFilter, RawValueFilter, type RecordFilter, ValueFilter } from './RecordFilter';
import { SortOrder } from './SortOrder';
import { facetTexts, ValueColumn } from './ValueColumn';

export type SearchRecord = Readonly<Record<string, unknown>>;

const NEQ_SUFFIX = '.neq';
const RANGE_PATTERN = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;
const SORT_PATTERN = /^(.+)_(asc|desc)$/;
/** Each filter key takes one bit of a candidate's Int32 failure mask. */
const MAX_FILTER_KEYS = 31;
/**
 * Hierarchies held built. Sites use one or two (`car_brand>car_model`); each costs an Int32 per record
 * and its distinct paths (about 120 kB at 3,000 cars), and requests may name any number of others.
 */
export const MAX_HELD_HIERARCHIES = 16;

/** MiniSearch's view of a record: its 1-based position; the searched texts are read from the record. */
interface KeyphraseDocument {
  id: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Facet texts in reading order (numbers by value, case and accents aside), then by code unit to be total. */
function compareTexts(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function orderValues<Value extends { text: string; count: number }>(
  values: Value[],
  sortOrder: 'asc' | 'desc' | undefined,
): Value[] {
  if (sortOrder === 'asc') return values.sort((a, b) => compareTexts(a.text, b.text));
  if (sortOrder === 'desc') return values.sort((a, b) => compareTexts(b.text, a.text));
  return values.sort((a, b) => b.count - a.count || compareTexts(a.text, b.text));
}

function hierarchyValues(
  nodes: Map<string, HierarchyNode>,
  sortOrder: 'asc' | 'desc' | undefined,
): FacetValue[] {
  const values = [...nodes].map(([text, node]): FacetValue => {
    const children = hierarchyValues(node.children, sortOrder);
    return children.length > 0 ? { text, count: node.count, children } : { text, count: node.count };
  });
  return orderValues(values, sortOrder);
}

function searchText(value: unknown): string {
  return facetTexts(value).join(' ');
}

export class LocalSearchEngine {
  /** Ranks keyphrase matches, for requests without a sort. */
  private readonly keyphraseIndex: MiniSearch<KeyphraseDocument>;
  /** Finds the same matches unranked, for sorted requests, where rank does not matter. */
  private readonly keyphraseMatcher: KeyphraseMatcher;
  private readonly valueColumns = new Map<string, ValueColumn>();
  private readonly numberColumns = new Map<string, Float64Array>();
  private readonly sortOrders = new Map<string, SortOrder>();
  /** Built on first use: hierarchies are named by requests, any sequence of value facets. */
  private readonly hierarchies = new LruMap<string, HierarchyPaths>(MAX_HELD_HIERARCHIES);
  /**
   * Built on first use: fields filtered on that are neither faceted nor ranged, such as ids. At most one
   * per field of the index's record schema (checkFields refuses any other).
   */
  private readonly rawColumns = new Map<string, readonly unknown[]>();
  private readonly everyPosition: Int32Array;
  private readonly buffers: QueryBuffers;
  private readonly rangeFields: ReadonlySet<string>;

  constructor(
    private readonly records: readonly SearchRecord[],
    private readonly definition: IndexDefinition,
  ) {
    this.rangeFields = new Set(definition.rangeFields);
    for (const field of definition.valueFacets) {
      this.valueColumns.set(field, new ValueColumn(records.map((record) => record[field])));
    }
    for (const field of definition.rangeFields) {
      const numbers = new Float64Array(records.length);
      records.forEach((record, position) => {
        const value = record[field];
        numbers[position] = typeof value === 'number' ? value : Number.NaN;
      });
      this.numberColumns.set(field, numbers);
    }
    for (const field of definition.sortFields) {
      this.sortOrders.set(field, new SortOrder(records.map((record) => record[field])));
    }
    this.everyPosition = Int32Array.from(records, (_, position) => position);
    this.buffers = new QueryBuffers(records.length);
    this.keyphraseIndex = new MiniSearch<KeyphraseDocument>({
      fields: [...definition.searchFields],
      extractField: (document, field) =>
        field === 'id' ? String(document.id) : searchText(records[document.id - 1]?.[field]),
      searchOptions: {
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => typosAllowed(term) || false,
        boost: Object.fromEntries(definition.searchFields.slice(0, 3).map((field) => [field, 2])),
      },
    });
    this.keyphraseIndex.addAll(records.map((_, position) => ({ id: position + 1 })));
    this.keyphraseMatcher = new KeyphraseMatcher(records.length, definition.searchFields, (position, field) =>
      searchText(records[position]?.[field]),
    );
  }

  search(request: SearchRequest): SearchResponse {
    const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
    const offset = request.offset ?? 0;
    this.checkFields(request);

    const candidates = this.candidates(request.keyphrase, request.sort_name !== undefined);
    const filters = this.filters(request.filters ?? {});
    const keyBits = new Map<string, number>();
    for (const { key } of filters) if (!keyBits.has(key)) keyBits.set(key, 1 << keyBits.size);
    if (keyBits.size > MAX_FILTER_KEYS)
      throw new SearchRequestError(`filters: at most ${MAX_FILTER_KEYS} keys`);
    const failures = this.buffers.failuresOf(candidates);
    for (const filter of filters) filter.markRejected(candidates, failures, keyBits.get(filter.key) ?? 0);
    const facetRequests = request.facets ?? [];
    const ownKeys = facetRequests.map(({ name }) =>
      name.split('>').reduce((mask, field) => mask | (keyBits.get(field) ?? 0), 0),
    );
    const { hits, countable, countableFailures } =
      filters.length === 0
        ? { hits: candidates, countable: candidates, countableFailures: failures }
        : this.buffers.evaluate(candidates, failures, ownKeys);

    const facet = facetRequests.map((facetRequest, facetIndex): Facet => {
      const { name, sort_order: sortOrder } = facetRequest;
      const levels = name.split('>');
      const own = ownKeys[facetIndex] ?? 0;
      const numbers = levels.length === 1 ? this.numberColumns.get(name) : undefined;
      if (numbers) {
        return { name, type: 'histogram', value: histogram(numbers, countable, countableFailures, own) };
      }
      const only = facetRequest.filters ? new Set(facetRequest.filters) : null;
      const values =
        levels.length > 1
          ? hierarchyValues(this.hierarchy(name, levels).count(countable, countableFailures, own), sortOrder)
          : orderValues(this.valueCounts(name, countable, countableFailures, own), sortOrder);
      return { name, type: 'value', value: only ? values.filter((value) => only.has(value.text)) : values };
    });

    return {
      facet,
      content: Array.from(this.page(hits, request.sort_name, offset, limit), (position) =>
        this.project(this.records[position] ?? {}, request.fields),
      ),
      total_items: hits.length,
      limit,
      offset,
    };
  }

  /** Every field, facet and sort the request names must exist in this index and support its use. */
  private checkFields(request: SearchRequest): void {
    const { fields } = this.definition;
    const known = (field: string, role: string) => {
      if (!fields.has(field)) throw new SearchRequestError(`${role}: unknown field "${field}"`);
    };
    for (const field of request.fields ?? []) known(field, 'fields');
    for (const key of Object.keys(request.filters ?? {})) {
      const field = key.endsWith(NEQ_SUFFIX) ? key.slice(0, -NEQ_SUFFIX.length) : key;
      known(field, 'filters');
    }
    for (const { name } of request.facets ?? []) {
      for (const field of name.split('>')) {
        known(field, 'facets');
        const hierarchical = name.includes('>');
        if (!this.valueColumns.has(field) && (hierarchical || !this.rangeFields.has(field)))
          throw new SearchRequestError(`facets: field "${field}" cannot be faceted`);
      }
    }
    if (request.sort_name) {
      const field = SORT_PATTERN.exec(request.sort_name)?.[1];
      if (!field) throw new SearchRequestError('sort_name: takes "<field>_asc" or "<field>_desc"');
      known(field, 'sort_name');
      if (!this.sortOrders.has(field))
        throw new SearchRequestError(`sort_name: field "${field}" cannot be sorted on`);
    }
  }

  /**
   * Positions of the records matching the keyphrase, best match first unless the request is `sorted`;
   * every record without a keyphrase.
   */
  private candidates(keyphrase: string | undefined, sorted: boolean): Int32Array {
    const text = keyphrase?.trim();
    if (!text) return this.everyPosition;
    if (sorted) return this.keyphraseMatcher.match(text);
    const results = this.keyphraseIndex.search(text);
    const positions = this.buffers.candidatesOf(results.length);
    results.forEach((result, index) => {
      positions[index] = Number(result.id) - 1;
    });
    return positions;
  }

  private filters(requestFilters: NonNullable<SearchRequest['filters']>): RecordFilter[] {
    const filters: RecordFilter[] = [];
    for (const [key, rawValues] of Object.entries(requestFilters)) {
      const texts = rawValues.map(String);
      if (texts.length === 0) continue;
      const negated = key.endsWith(NEQ_SUFFIX);
      const field = negated ? key.slice(0, -NEQ_SUFFIX.length) : key;
      const numbers = this.numberColumns.get(field);
      const values = this.valueColumns.get(field);
      if (!negated && numbers) filters.push(this.rangeFilter(field, numbers, texts));
      else if (values) filters.push(new ValueFilter(key, values, texts, negated));
      else filters.push(new RawValueFilter(key, this.rawColumn(field), texts, negated));
    }
    return filters;
  }

  private rangeFilter(field: string, numbers: Float64Array, texts: readonly string[]): RangeFilter {
    const match = texts.length === 1 ? RANGE_PATTERN.exec(texts[0] ?? '') : null;
    if (!match) throw new SearchRequestError(`filters: "${field}" takes one range "<min>..<max>"`);
    const min = match[1] === undefined ? -Infinity : Number(match[1]);
    const max = match[2] === undefined ? Infinity : Number(match[2]);
    return new RangeFilter(field, numbers, min, max);
  }

  private valueCounts(
    field: string,
    candidates: Int32Array,
    failures: Int32Array,
    ownFields: number,
  ): FacetValue[] {
    const column = this.valueColumns.get(field);
    if (!column) return [];
    const counts = column.count(candidates, failures, ownFields);
    const values: FacetValue[] = [];
    column.texts.forEach((text, id) => {
      const count = counts[id] ?? 0;
      if (id !== 0 && count > 0) values.push({ text, count });
    });
    return values;
  }

  private hierarchy(name: string, levels: readonly string[]): HierarchyPaths {
    let paths = this.hierarchies.get(name);
    if (!paths) {
      const columns = levels.flatMap((field) => this.valueColumns.get(field) ?? []);
      paths = new HierarchyPaths(columns, this.records.length);
      this.hierarchies.set(name, paths);
    }
    return paths;
  }

  /** Positions of the page's records: the hits in sort order, else in candidate order. */
  private page(hits: Int32Array, sortName: string | undefined, offset: number, limit: number): Int32Array {
    if (limit === 0) return new Int32Array(0);
    const sort = sortName ? SORT_PATTERN.exec(sortName) : null;
    const order = sort ? this.sortOrders.get(sort[1] ?? '') : undefined;
    if (!sort || !order) return hits.subarray(offset, offset + limit);
    const direction = sort[2] === 'desc' ? 'desc' : 'asc';
    return order.first(hits, offset + limit, direction).subarray(offset);
  }

  private rawColumn(field: string): readonly unknown[] {
    let column = this.rawColumns.get(field);
    if (!column) {
      column = this.records.map((record) => record[field]);
      this.rawColumns.set(field, column);
    }
    return column;
  }

  private project(record: SearchRecord, fields: readonly string[] | undefined): SearchRecord {
    if (!fields || fields.length === 0) return record;
    return Object.fromEntries(
      fields.filter((field) => field in record).map((field) => [field, record[field]]),
    );
  }
}
