/**
 * The engines `npm run bench:search` compares on the same stock and workload: the embedded engine this
 * project chose (columnar facets + MiniSearch, runtime/services/search/embedded/), Orama, and SQLite FTS5 through
 * node:sqlite. The candidates answer the same questions the way each library allows: disjunctive value
 * counts by one extra query per filtered facet, the `a>b` facet as its two fields, a range facet as
 * its minimum and maximum. That is less work than the chosen engine does, so their times are a floor.
 */
import { DatabaseSync } from 'node:sqlite';
import { create, insertMultiple, search, type AnyOrama, type SearchParams } from '@orama/orama';
import { INDEX_DEFINITIONS } from '../../../runtime/services/search/embedded/indexDefinitions';
import { LocalSearchEngine } from '../../../runtime/services/search/embedded/LocalSearchEngine';
import type { SearchQuery } from '../../../runtime/services/search/searchResult';
import type { BenchableEngine } from './searchEngineBench';

type Stock = readonly Readonly<Record<string, unknown>>[];

const KEYPHRASE_FIELDS = ['car_brand', 'car_model', 'car_version', 'car_body', 'car_fuel'];
const RANGE_FIELDS = new Set(INDEX_DEFINITIONS.vehicles.rangeFields);

/** The workload's facets as flat fields: `a>b` becomes a and b. */
function facetFields(query: SearchQuery): { values: string[]; ranges: string[] } {
  const fields = [...new Set((query.facets ?? []).flatMap((facet) => facet.name.split('>')))];
  return {
    values: fields.filter((field) => !RANGE_FIELDS.has(field)),
    ranges: fields.filter((field) => RANGE_FIELDS.has(field)),
  };
}

function rangeBounds(value: string | undefined): [number, number] {
  const [min = '', max = ''] = (value ?? '..').split('..');
  return [min ? Number(min) : -Infinity, max ? Number(max) : Infinity];
}

export const chosenEngine: BenchableEngine = {
  name: 'columnar + MiniSearch (chosen)',
  async build(records) {
    const engine = new LocalSearchEngine(records, INDEX_DEFINITIONS.vehicles);
    return async (query) => engine.search({ index: 'bench', ...query }).total_items;
  },
};

export function oramaEngine(facetNames: readonly string[]): BenchableEngine {
  const fields = facetFields({ facets: facetNames.map((name) => ({ name })) });
  return {
    name: 'Orama',
    async build(records: Stock) {
      const schema = Object.fromEntries([
        ...KEYPHRASE_FIELDS.map((field) => [`text_${field}`, 'string']),
        ...fields.values.map((field) => [field, 'enum']),
        ...fields.ranges.map((field) => [field, 'number']),
      ]) as Record<string, 'string' | 'enum' | 'number'>;
      const db = create({ schema });
      const documents = records.map((record) =>
        Object.fromEntries([
          ...KEYPHRASE_FIELDS.map((field) => [`text_${field}`, String(record[field] ?? '')]),
          ...fields.values.map((field) => [field, String(record[field] ?? '')]),
          ...fields.ranges.map((field) => [field, typeof record[field] === 'number' ? record[field] : 0]),
        ]),
      );
      await insertMultiple(db, documents, 5000);
      return async (query) => {
        const where: Record<string, unknown> = {};
        for (const [field, values] of Object.entries(query.filters ?? {})) {
          if (RANGE_FIELDS.has(field)) {
            const [min, max] = rangeBounds(String(values[0]));
            where[field] = { between: [min, max] };
          } else where[field] = { in: values.map(String) };
        }
        const facets = Object.fromEntries([
          ...fields.values.map((field) => [field, { limit: 1000 }]),
          ...fields.ranges.map((field) => [field, { ranges: [{ from: 0, to: Number.MAX_SAFE_INTEGER }] }]),
        ]);
        const params = (ownWhere: Record<string, unknown>, ownFacets: object, limit: number) =>
          ({
            term: query.keyphrase ?? '',
            properties: KEYPHRASE_FIELDS.map((field) => `text_${field}`),
            where: ownWhere,
            facets: ownFacets,
            limit,
            ...(limit > 0 ? { sortBy: { property: 'car_price', order: 'ASC' } } : {}),
          }) as SearchParams<AnyOrama>;
        const result = await search(db, params(where, facets, query.limit ?? 24));
        for (const field of Object.keys(where)) {
          if (RANGE_FIELDS.has(field) || !fields.values.includes(field)) continue;
          const others = Object.fromEntries(Object.entries(where).filter(([name]) => name !== field));
          await search(db, params(others, { [field]: { limit: 1000 } }, 0));
        }
        return result.count;
      };
    },
  };
}

export function sqliteEngine(facetNames: readonly string[]): BenchableEngine {
  const fields = facetFields({ facets: facetNames.map((name) => ({ name })) });
  const columns = [...fields.values, ...fields.ranges];
  return {
    name: 'SQLite FTS5 (node:sqlite)',
    async build(records: Stock) {
      const db = new DatabaseSync(':memory:');
      db.exec(
        `CREATE TABLE cars (id INTEGER PRIMARY KEY, ${columns.map((column) => `"${column}"`).join(', ')})`,
      );
      db.exec(`CREATE VIRTUAL TABLE keyphrase USING fts5(text, content='')`);
      const insert = db.prepare(`INSERT INTO cars VALUES (?, ${columns.map(() => '?').join(', ')})`);
      const insertText = db.prepare('INSERT INTO keyphrase (rowid, text) VALUES (?, ?)');
      db.exec('BEGIN');
      records.forEach((record, index) => {
        const row = columns.map((column) => {
          const value = record[column];
          return typeof value === 'number' ? value : String(value ?? '');
        });
        insert.run(index + 1, ...row);
        insertText.run(index + 1, KEYPHRASE_FIELDS.map((field) => String(record[field] ?? '')).join(' '));
      });
      db.exec('COMMIT');
      for (const column of columns) db.exec(`CREATE INDEX "by_${column}" ON cars ("${column}")`);
      return async (query) => {
        const conditions = (skip: string | null) => {
          const parts: string[] = [];
          const values: (string | number)[] = [];
          if (query.keyphrase) {
            parts.push('id IN (SELECT rowid FROM keyphrase WHERE keyphrase MATCH ?)');
            values.push(`"${query.keyphrase}"*`);
          }
          for (const [field, filterValues] of Object.entries(query.filters ?? {})) {
            if (field === skip) continue;
            if (RANGE_FIELDS.has(field)) {
              const [min, max] = rangeBounds(String(filterValues[0]));
              parts.push(`"${field}" BETWEEN ? AND ?`);
              values.push(Number.isFinite(min) ? min : -1e15, Number.isFinite(max) ? max : 1e15);
            } else {
              parts.push(`"${field}" IN (${filterValues.map(() => '?').join(', ')})`);
              values.push(...filterValues.map(String));
            }
          }
          return { where: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', values };
        };
        const all = conditions(null);
        db.prepare(`SELECT * FROM cars ${all.where} ORDER BY car_price LIMIT ?`).all(
          ...all.values,
          query.limit ?? 24,
        );
        const total = db.prepare(`SELECT count(*) AS total FROM cars ${all.where}`).get(...all.values) as {
          total: number;
        };
        for (const field of fields.values) {
          const own = conditions(field);
          db.prepare(`SELECT "${field}", count(*) FROM cars ${own.where} GROUP BY "${field}"`).all(
            ...own.values,
          );
        }
        for (const field of fields.ranges) {
          const own = conditions(field);
          db.prepare(`SELECT min("${field}"), max("${field}") FROM cars ${own.where}`).get(...own.values);
        }
        return total.total;
      };
    },
  };
}
