/**
 * The embedded search engine: one index of records answering the search contract (spec 001 §7) in
 * process. Value facets are counted by itemsjs on bitsets, disjunctively (a facet's own selection does not
 * narrow its counts); the keyphrase is matched by MiniSearch (every word, as a prefix, one typo tolerated
 * from five letters); numeric ranges, `.neq` and filters on other fields narrow the ids itemsjs works on.
 * Hierarchical (`a>b`) and histogram facets are counted by a scan that applies every constraint except
 * the facet's own, so they are disjunctive too; so are the value facets the index keeps no bitsets for
 * (bitsets cost every query time per facet value, so only the facets most queries ask for have them).
 */
import itemsjs, { type ItemsJs, type ItemsJsBucket } from 'itemsjs';
import MiniSearch from 'minisearch';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type {
  Facet,
  FacetValue,
  HistogramValue,
  SearchResponse,
} from '../../../../schemas/generated/searchResponse';
import { SearchRequestError } from '../contract';
import { DEFAULT_SEARCH_LIMIT } from '../searchResult';
import type { IndexDefinition } from './indexDefinitions';

export type SearchRecord = Readonly<Record<string, unknown>>;

const HISTOGRAM_BUCKETS = 20;
const NEQ_SUFFIX = '.neq';
const RANGE_PATTERN = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/** itemsjs's view of a record: its 1-based position, facet values as strings, sort keys. */
type FacetDocument = { id: number } & Record<string, string | string[] | number | undefined>;

/** A filter on one field, tested against record positions (0-based). */
interface Constraint {
  field: string;
  test: (position: number) => boolean;
}

/** Each candidate record with the filtered fields it fails (one bit per field) and its narrowing verdict. */
interface Evaluation {
  positions: readonly number[];
  failedFields: Int32Array;
  passesNarrowing: Uint8Array;
  fieldBits: ReadonlyMap<string, number>;
}

/** Ids (1-based) for itemsjs: candidates passing every narrowing constraint, in candidate order. */
function idsPassingNarrowing({ positions, passesNarrowing }: Evaluation): number[] {
  return positions.flatMap((position, index) => (passesNarrowing[index] ? [position + 1] : []));
}

/** Positions passing every filter except those on `ownFields`: what a facet of those fields counts. */
function positionsWithout(
  { positions, failedFields, fieldBits }: Evaluation,
  ownFields: readonly string[],
): number[] {
  const own = ownFields.reduce((mask, field) => mask | (fieldBits.get(field) ?? 0), 0);
  return positions.filter((_, index) => ((failedFields[index] ?? 0) & ~own) === 0);
}

const sortKey = (field: string) => `sort:${field}`;

/** Facet texts of a field value: scalars as one string, lists as their items; nothing for absent values. */
function facetTexts(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(facetTexts);
  if (typeof value === 'object') return [];
  return [String(value)];
}

function searchText(value: unknown): string {
  return facetTexts(value).join(' ');
}

function compareTexts(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

function orderValues<Value extends { text: string; count: number }>(
  values: Value[],
  sortOrder: 'asc' | 'desc' | undefined,
): Value[] {
  if (sortOrder === 'asc') return values.sort((a, b) => compareTexts(a.text, b.text));
  if (sortOrder === 'desc') return values.sort((a, b) => compareTexts(b.text, a.text));
  return values.sort((a, b) => b.count - a.count || compareTexts(a.text, b.text));
}

interface HierarchyNode {
  count: number;
  children: Map<string, HierarchyNode>;
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

function histogram(numbers: readonly number[]): HistogramValue[] {
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

export class LocalSearchEngine {
  private readonly facetIndex: ItemsJs<FacetDocument>;
  private readonly keyphraseIndex: MiniSearch<FacetDocument>;
  private readonly columns = new Map<string, readonly unknown[]>();
  private readonly valueFacets: ReadonlySet<string>;
  private readonly bitsetFacets: ReadonlySet<string>;
  private readonly rangeFields: ReadonlySet<string>;

  constructor(
    private readonly records: readonly SearchRecord[],
    private readonly definition: IndexDefinition,
  ) {
    this.valueFacets = new Set(definition.valueFacets);
    this.bitsetFacets = new Set(definition.bitsetFacets);
    this.rangeFields = new Set(definition.rangeFields);
    const documents = records.map((record, position) => {
      const document: FacetDocument = { id: position + 1 };
      for (const field of definition.bitsetFacets) {
        const texts = facetTexts(record[field]);
        if (texts.length > 0) document[field] = Array.isArray(record[field]) ? texts : texts[0];
      }
      for (const field of definition.sortFields) {
        const value = record[field];
        if (typeof value === 'number' || typeof value === 'string') document[sortKey(field)] = value;
      }
      return document;
    });
    this.facetIndex = itemsjs(documents, {
      native_search_enabled: false,
      aggregations: Object.fromEntries(
        definition.bitsetFacets.map((field) => [
          field,
          { conjunction: false, size: Number.MAX_SAFE_INTEGER },
        ]),
      ),
      sortings: Object.fromEntries(
        definition.sortFields.flatMap((field) => [
          [`${field}_asc`, { field: sortKey(field), order: 'asc' as const }],
          [`${field}_desc`, { field: sortKey(field), order: 'desc' as const }],
        ]),
      ),
    });
    this.keyphraseIndex = new MiniSearch<FacetDocument>({
      fields: [...definition.searchFields],
      extractField: (document, field) =>
        field === 'id' ? String(document.id) : searchText(records[document.id - 1]?.[field]),
      searchOptions: {
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        // One typo at most: each further edit multiplies the terms a word is compared with.
        maxFuzzy: 1,
        boost: Object.fromEntries(definition.searchFields.slice(0, 3).map((field) => [field, 2])),
      },
    });
    this.keyphraseIndex.addAll(documents);
  }

  search(request: SearchRequest): SearchResponse {
    const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
    const offset = request.offset ?? 0;
    this.checkFields(request);

    const keyphraseIds = this.keyphraseIds(request.keyphrase);
    const facetFilters: Record<string, string[]> = {};
    const narrowing: Constraint[] = [];
    const facetConstraints: Constraint[] = [];
    for (const [key, rawValues] of Object.entries(request.filters ?? {})) {
      const values = rawValues.map(String);
      if (values.length === 0) continue;
      const negated = key.endsWith(NEQ_SUFFIX);
      const field = negated ? key.slice(0, -NEQ_SUFFIX.length) : key;
      if (!negated && this.rangeFields.has(field)) {
        narrowing.push(this.rangeConstraint(field, values));
      } else if (!negated && this.bitsetFacets.has(field)) {
        facetFilters[field] = values;
        facetConstraints.push(this.valueConstraint(field, values, false));
      } else {
        narrowing.push(this.valueConstraint(field, values, negated));
      }
    }

    const evaluation = this.evaluate(keyphraseIds, narrowing, facetConstraints);
    const ids = keyphraseIds || narrowing.length > 0 ? idsPassingNarrowing(evaluation) : undefined;
    const { items, total, buckets } = this.page(limit, offset, request.sort_name, facetFilters, ids);

    const facet = (request.facets ?? []).map((facetRequest): Facet => {
      const { name, sort_order: sortOrder } = facetRequest;
      const only = facetRequest.filters ? new Set(facetRequest.filters) : null;
      if (name.includes('>') || (!this.bitsetFacets.has(name) && !this.rangeFields.has(name))) {
        // Hierarchies and facets without bitsets: a count over the records matching the other filters.
        const levels = name.split('>');
        const positions = positionsWithout(evaluation, levels);
        const values = hierarchyValues(this.countHierarchy(positions, levels), sortOrder);
        return { name, type: 'value', value: only ? values.filter((value) => only.has(value.text)) : values };
      }
      if (this.rangeFields.has(name)) {
        const positions = positionsWithout(evaluation, [name]);
        const column = this.column(name);
        const numbers = positions
          .map((position) => column[position])
          .filter((value) => typeof value === 'number');
        return { name, type: 'histogram', value: histogram(numbers) };
      }
      const values = (buckets[name]?.buckets ?? [])
        .filter((bucket) => bucket.doc_count > 0 && (!only || only.has(bucket.key)))
        .map((bucket): FacetValue => ({ text: bucket.key, count: bucket.doc_count }));
      return { name, type: 'value', value: orderValues(values, sortOrder) };
    });

    return {
      facet,
      content: items.map((record) => this.project(record, request.fields)),
      total_items: total,
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
        if (!this.valueFacets.has(field) && (hierarchical || !this.rangeFields.has(field)))
          throw new SearchRequestError(`facets: field "${field}" cannot be faceted`);
      }
    }
    if (request.sort_name) {
      const field = request.sort_name.replace(/_(asc|desc)$/, '');
      known(field, 'sort_name');
      if (!this.definition.sortFields.includes(field))
        throw new SearchRequestError(`sort_name: field "${field}" cannot be sorted on`);
    }
  }

  /** Record ids (1-based) matching the keyphrase, best match first; null when there is no keyphrase. */
  private keyphraseIds(keyphrase: string | undefined): number[] | null {
    const text = keyphrase?.trim();
    if (!text) return null;
    return this.keyphraseIndex.search(text).map((result) => Number(result.id));
  }

  private rangeConstraint(field: string, values: readonly string[]): Constraint {
    const match = values.length === 1 ? RANGE_PATTERN.exec(values[0] ?? '') : null;
    if (!match) throw new SearchRequestError(`filters: "${field}" takes one range "<min>..<max>"`);
    const min = match[1] === undefined ? -Infinity : Number(match[1]);
    const max = match[2] === undefined ? Infinity : Number(match[2]);
    const column = this.column(field);
    return {
      field,
      test: (position) => {
        const value = column[position];
        return typeof value === 'number' && value >= min && value <= max;
      },
    };
  }

  private valueConstraint(field: string, values: readonly string[], negated: boolean): Constraint {
    const accepted = new Set(values);
    const column = this.column(field);
    return {
      field,
      test: (position) => {
        const value = column[position];
        const found = Array.isArray(value)
          ? value.some((item) => accepted.has(String(item)))
          : value !== undefined && value !== null && accepted.has(String(value));
        return found !== negated;
      },
    };
  }

  /**
   * One pass over the candidates (the keyphrase's matches in relevance order, else every record): which
   * filtered fields each record fails, and whether it passes every narrowing constraint. Facet counts
   * then need no further filtering, only a look at these masks.
   */
  private evaluate(
    keyphraseIds: readonly number[] | null,
    narrowing: readonly Constraint[],
    facetConstraints: readonly Constraint[],
  ): Evaluation {
    const constraints = [...narrowing, ...facetConstraints];
    const fieldBits = new Map<string, number>();
    for (const { field } of constraints) if (!fieldBits.has(field)) fieldBits.set(field, 1 << fieldBits.size);
    const bits = constraints.map(({ field }) => fieldBits.get(field) ?? 0);
    const positions = keyphraseIds
      ? keyphraseIds.map((id) => id - 1)
      : Array.from({ length: this.records.length }, (_, position) => position);
    const failedFields = new Int32Array(positions.length);
    const passesNarrowing = new Uint8Array(positions.length);
    positions.forEach((position, index) => {
      let failed = 0;
      let narrowed = 1;
      constraints.forEach((constraint, constraintIndex) => {
        if (constraint.test(position)) return;
        failed |= bits[constraintIndex] ?? 0;
        if (constraintIndex < narrowing.length) narrowed = 0;
      });
      failedFields[index] = failed;
      passesNarrowing[index] = narrowed;
    });
    return { positions, failedFields, passesNarrowing, fieldBits };
  }

  private countHierarchy(
    positions: readonly number[],
    levels: readonly string[],
  ): Map<string, HierarchyNode> {
    const root = new Map<string, HierarchyNode>();
    const columns = levels.map((field) => this.column(field));
    for (const position of positions) {
      let nodes = root;
      for (const column of columns) {
        const text = facetTexts(column[position])[0];
        if (text === undefined) break;
        let node = nodes.get(text);
        if (!node) {
          node = { count: 0, children: new Map() };
          nodes.set(text, node);
        }
        node.count += 1;
        nodes = node.children;
      }
    }
    return root;
  }

  private page(
    limit: number,
    offset: number,
    sortName: string | undefined,
    filters: Record<string, string[]>,
    ids: number[] | undefined,
  ): { items: SearchRecord[]; total: number; buckets: Record<string, { buckets: ItemsJsBucket[] }> } {
    // itemsjs pages by page number; an offset that is not a multiple of the limit reads up to it and slices.
    const aligned = limit > 0 && offset % limit === 0;
    const result = this.facetIndex.search({
      per_page: aligned || limit === 0 ? limit : offset + limit,
      page: aligned ? offset / limit + 1 : 1,
      filters,
      ...(sortName ? { sort: sortName } : {}),
      ...(ids ? { ids } : {}),
    });
    const documents = aligned || limit === 0 ? result.data.items : result.data.items.slice(offset);
    return {
      items: documents.flatMap((document): SearchRecord[] => {
        const record = this.records[document.id - 1];
        return record ? [record] : [];
      }),
      total: result.pagination.total,
      buckets: result.data.aggregations,
    };
  }

  private column(field: string): readonly unknown[] {
    let column = this.columns.get(field);
    if (!column) {
      column = this.records.map((record) => record[field]);
      this.columns.set(field, column);
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
