import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../scripts/seed/random';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { Facet, FacetValue, HistogramValue } from '../../../../schemas/generated/searchResponse';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { LocalSearchEngine, type SearchRecord } from './LocalSearchEngine';

// The engine against a plain recomputation, record by record, on a seeded random stock: hits, their
// order and page, and every facet (each counted without its own filter but with all others).

const random = createRandom(20261122);
const BRANDS = ['Volvo', 'Kia', 'Toyota', 'Volkswagen', 'BMW', 'Škoda', 'audi', 'Audi'];
const MODELS = ['A', 'B', 'C', 'D'];
const BODIES = ['SUV', 'Kombi', 'Sedan', 'Halvkombi', ''];
const FUELS = ['El', 'Diesel', 'Bensin', 'Hybrid'];
const CAMPAIGNS = ['Vinter', 'Sommar', 'Ränta'];
const CITIES = ['Göteborg', 'Stockholm', 'Malmö', 'Umeå'];

const maybe = <T>(value: T, share = 0.9): T | undefined => (random.chance(share) ? value : undefined);

const stock: SearchRecord[] = Array.from({ length: 3000 }, (_, index) => {
  const brand = random.pick(BRANDS);
  return Object.fromEntries(
    Object.entries({
      car_id: `car-${index}`,
      car_brand: maybe(brand),
      car_model: maybe(`${brand} ${random.pick(MODELS)}`),
      car_body: random.chance(0.05) ? null : random.pick(BODIES),
      car_fuel: random.pick(FUELS),
      car_year: maybe(random.int(2012, 2025)),
      car_seats: random.pick([2, 4, 5, 5, 7]),
      car_price: maybe(random.int(10, 60) * 10_000),
      car_mileage: maybe(random.int(0, 40) * 500),
      car_publishdate: maybe(`2026-${String(random.int(1, 12)).padStart(2, '0')}-01`),
      car_campaigns: random.sample(CAMPAIGNS, random.int(0, 3)).concat(random.chance(0.05) ? ['Vinter'] : []),
      car_site_city: random.pick(CITIES),
      caroftheweek: random.chance(0.1),
    }).filter(([, value]) => value !== undefined),
  );
});

const engine = new LocalSearchEngine(stock, INDEX_DEFINITIONS.vehicles);
const RANGES = new Set(INDEX_DEFINITIONS.vehicles.rangeFields);
const FACETABLE = new Set(INDEX_DEFINITIONS.vehicles.valueFacets);

const texts = (value: unknown): string[] => {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return [...new Set(value.flatMap(texts))];
  return typeof value === 'object' ? [] : [String(value)];
};

type Filters = NonNullable<SearchRequest['filters']>;

function passes(record: SearchRecord, key: string, filterValues: Filters[string]): boolean {
  const values = filterValues.map(String);
  const negated = key.endsWith('.neq');
  const field = negated ? key.slice(0, -4) : key;
  const value = record[field];
  if (!negated && RANGES.has(field)) {
    const [min = '', max = ''] = (values[0] ?? '').split('..');
    return (
      typeof value === 'number' &&
      (min === '' || value >= Number(min)) &&
      (max === '' || value <= Number(max))
    );
  }
  const held = FACETABLE.has(field)
    ? texts(value)
    : (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);
  return held.some((text) => values.includes(text)) !== negated;
}

// A facet's own fields' filters do not narrow it; exclusions (`.neq`) narrow every facet.
const matching = (filters: Filters, except: readonly string[] = []) =>
  stock.filter((record) =>
    Object.entries(filters).every(([key, values]) => except.includes(key) || passes(record, key, values)),
  );

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
function ordered(values: FacetValue[]): FacetValue[] {
  return values
    .map((value) =>
      'children' in value && value.children ? { ...value, children: ordered(value.children) } : value,
    )
    .sort((a, b) => b.count - a.count || byText(a.text, b.text));
}

function naiveFacet(name: string, filters: Filters): Facet {
  const levels = name.split('>');
  const records = matching(filters, levels);
  if (RANGES.has(name)) {
    const numbers = records.map((record) => record[name]).filter((value) => typeof value === 'number');
    if (numbers.length === 0) return { name, type: 'histogram', value: [] };
    const min = Math.min(...numbers);
    const max = Math.max(...numbers);
    if (min === max) return { name, type: 'histogram', value: [{ min, max, count: numbers.length }] };
    const width = (max - min) / 20;
    const value: HistogramValue[] = Array.from({ length: 20 }, (_, bucket) => ({
      min: min + bucket * width,
      max: bucket === 19 ? max : min + (bucket + 1) * width,
      count: numbers.filter((number) => Math.min(19, Math.floor((number - min) / width)) === bucket).length,
    }));
    return { name, type: 'histogram', value };
  }
  if (levels.length === 1) {
    const counts = new Map<string, number>();
    for (const record of records)
      for (const text of texts(record[name])) counts.set(text, (counts.get(text) ?? 0) + 1);
    return { name, type: 'value', value: ordered([...counts].map(([text, count]) => ({ text, count }))) };
  }
  const root: FacetValue[] = [];
  for (const record of records) {
    let nodes = root;
    for (const field of levels) {
      const text = texts(record[field])[0];
      if (text === undefined) break;
      let node = nodes.find((candidate) => candidate.text === text);
      if (!node) {
        node = { text, count: 0, children: [] };
        nodes.push(node);
      }
      node.count += 1;
      nodes = node.children ?? [];
    }
  }
  const pruned = (values: FacetValue[]): FacetValue[] =>
    values.map(({ children, ...value }) =>
      children && children.length > 0 ? { ...value, children: pruned(children) } : value,
    );
  return { name, type: 'value', value: ordered(pruned(root)) };
}

function naiveContent(request: Omit<SearchRequest, 'index'>): SearchRecord[] {
  const hits = matching(request.filters ?? {});
  const sort = /^(.+)_(asc|desc)$/.exec(request.sort_name ?? '');
  if (sort) {
    const [, field = '', direction] = sort;
    const sign = direction === 'desc' ? -1 : 1;
    const key = (record: SearchRecord) => record[field];
    const sortable = (value: unknown) => typeof value === 'number' || typeof value === 'string';
    hits.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (!sortable(x) || !sortable(y)) return Number(!sortable(x)) - Number(!sortable(y));
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x) < String(y)
            ? -1
            : String(x) > String(y)
              ? 1
              : 0)
      );
    });
  }
  const offset = request.offset ?? 0;
  return hits.slice(offset, offset + (request.limit ?? 24));
}

const FILTER_CHOICES: [string, () => string[]][] = [
  ['car_brand', () => random.sample(BRANDS, random.int(1, 3))],
  ['car_brand.neq', () => [random.pick(BRANDS)]],
  ['car_model', () => random.sample(BRANDS, 3).map((brand) => `${brand} ${random.pick(MODELS)}`)],
  ['car_body', () => random.sample(BODIES.filter(Boolean), random.int(1, 2))],
  ['car_fuel', () => random.sample(FUELS, random.int(1, 2))],
  ['car_campaigns', () => [random.pick(CAMPAIGNS)]],
  ['car_year', () => [String(random.int(2012, 2025)), String(random.int(2012, 2025))]],
  [
    'car_price',
    () => [`${random.int(10, 30) * 10_000}..${random.chance(0.3) ? '' : random.int(30, 60) * 10_000}`],
  ],
  ['car_mileage', () => [`..${random.int(0, 40) * 500}`]],
  ['car_id.neq', () => stock.slice(0, 50).map((record) => String(record.car_id))],
  ['caroftheweek', () => ['true']],
];
const FACETS = [
  'car_brand>car_model',
  'car_body',
  'car_fuel',
  'car_campaigns',
  'car_year',
  'car_price',
  'car_mileage',
  'car_seats',
  'car_site_city',
];
const SORTS = [
  undefined,
  'car_price_asc',
  'car_price_desc',
  'car_year_desc',
  'car_publishdate_asc',
  'car_brand_desc',
];

const requests = Array.from({ length: 80 }, (): Omit<SearchRequest, 'index'> => ({
  filters: Object.fromEntries(
    random.sample(FILTER_CHOICES, random.int(0, 5)).map(([key, values]) => [key, values()]),
  ),
  facets: FACETS.map((name) => ({ name })),
  ...(random.chance(0.8) ? { sort_name: random.pick(SORTS.filter(Boolean)) } : {}),
  limit: random.pick([0, 10, 48]),
  offset: random.pick([0, 0, 7, 48, 2500]),
}));

describe('LocalSearchEngine against a plain recomputation on a random stock', () => {
  it.each(requests.map((request, index) => [index, request] as const))('request %i', (_, request) => {
    const response = engine.search({ index: 'random_vehicles', ...request });
    expect(response.total_items).toBe(matching(request.filters ?? {}).length);
    expect(response.content).toEqual(naiveContent(request));
    expect(response.facet).toEqual(
      (request.facets ?? []).map(({ name }) => naiveFacet(name, request.filters ?? {})),
    );
  });

  it('pages through a whole sorted result without losing or repeating a record', () => {
    const pages = Array.from(
      { length: 7 },
      (_, page) =>
        engine.search({ index: 'random_vehicles', sort_name: 'car_year_asc', limit: 500, offset: page * 500 })
          .content,
    );
    expect(pages.flat().map((record) => record.car_id)).toEqual(
      naiveContent({ sort_name: 'car_year_asc', limit: 3000 }).map((record) => record.car_id),
    );
  });
});
