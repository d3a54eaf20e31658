import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { Facet } from '../../../../schemas/generated/searchResponse';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { SearchRequestError } from '../contract';
import { LocalSearchEngine } from './LocalSearchEngine';

const stock = [
  ['1', 'Volvo', 'XC60', 'SUV', 'Laddhybrid', 389900, 2021, 4200, 'Göteborg'],
  ['2', 'Volvo', 'XC60', 'SUV', 'Diesel', 299900, 2019, 9100, 'Göteborg'],
  ['3', 'Volvo', 'V60', 'Kombi', 'Bensin', 249900, 2020, 6100, 'Stockholm'],
  ['4', 'Volkswagen', 'ID.4', 'SUV', 'El', 429900, 2023, 1200, 'Stockholm'],
  ['5', 'Volkswagen', 'Golf', 'Halvkombi', 'Bensin', 189900, 2018, 11200, 'Malmö'],
  ['6', 'Kia', 'Niro', 'SUV', 'El', 329900, 2022, 3100, 'Malmö'],
  ['7', 'Kia', 'Ceed', 'Kombi', 'Diesel', 159900, 2017, 14800, 'Göteborg'],
  ['8', 'Toyota', 'RAV4', 'SUV', 'Hybrid', 359900, 2021, 5200, 'Stockholm'],
] as const;

const records = stock.map(([id, brand, model, body, fuel, price, year, mileage, city], index) => ({
  car_id: id,
  car_brand: brand,
  car_model: model,
  car_version: `${model} ${fuel} Plus`,
  car_body: body,
  car_fuel: fuel,
  car_price: price,
  car_year: year,
  car_mileage: mileage,
  car_site_city: city,
  car_campaigns: index % 3 === 0 ? ['Vinterkampanj'] : [],
  caroftheweek: index === 1,
  car_publishdate: `2026-10-${String(10 + index).padStart(2, '0')}T08:00:00Z`,
}));

const engine = new LocalSearchEngine(records, INDEX_DEFINITIONS.vehicles);
const search = (request: Omit<SearchRequest, 'index'>) =>
  engine.search({ index: 'test_vehicles', ...request });
const ids = (request: Omit<SearchRequest, 'index'>) =>
  search({ limit: 100, ...request }).content.map((car) => car.car_id);
const facet = (facets: Facet[], name: string) => facets.find((candidate) => candidate.name === name)?.value;

describe('LocalSearchEngine', () => {
  it('answers the whole index with the default limit of 24 and offset 0', () => {
    const response = search({});
    expect(response).toMatchObject({ total_items: 8, limit: 24, offset: 0 });
    expect(response.content).toHaveLength(8);
  });

  it('matches any of a field’s values and all of the fields', () => {
    expect(ids({ filters: { car_brand: ['Volvo', 'Kia'] } })).toEqual(['1', '2', '3', '6', '7']);
    expect(ids({ filters: { car_brand: ['Volvo', 'Kia'], car_fuel: ['Diesel'] } })).toEqual(['2', '7']);
    expect(ids({ filters: { car_id: ['4'] } })).toEqual(['4']);
    expect(ids({ filters: { caroftheweek: [true] } })).toEqual(['2']);
    expect(ids({ filters: { car_campaigns: ['Vinterkampanj'] } })).toEqual(['1', '4', '7']);
  });

  it('excludes values with a `.neq` key', () => {
    expect(ids({ filters: { 'car_brand.neq': ['Volvo'] } })).toEqual(['4', '5', '6', '7', '8']);
    expect(ids({ filters: { car_body: ['SUV'], 'car_id.neq': ['1', '8'] } })).toEqual(['2', '4', '6']);
  });

  it('filters numeric ranges with either bound left out', () => {
    expect(ids({ filters: { car_price: ['250000..360000'] } })).toEqual(['2', '6', '8']);
    expect(ids({ filters: { car_mileage: ['..3100'] } })).toEqual(['4', '6']);
    expect(ids({ filters: { car_price: ['400000..'] } })).toEqual(['4']);
  });

  it('counts a facet without its own selection (disjunctive) but with every other filter', () => {
    const { facet: facets, total_items } = search({
      filters: { car_brand: ['Volvo'], car_fuel: ['Diesel'] },
      facets: [{ name: 'car_brand' }, { name: 'car_fuel' }, { name: 'car_body' }],
    });
    expect(total_items).toBe(1);
    expect(facet(facets, 'car_brand')).toEqual([
      { text: 'Kia', count: 1 },
      { text: 'Volvo', count: 1 },
    ]);
    expect(facet(facets, 'car_fuel')).toEqual([
      { text: 'Bensin', count: 1 },
      { text: 'Diesel', count: 1 },
      { text: 'Laddhybrid', count: 1 },
    ]);
    expect(facet(facets, 'car_body')).toEqual([{ text: 'SUV', count: 1 }]);
  });

  it('narrows facet counts by ranges, keyphrase and `.neq`', () => {
    const { facet: facets } = search({
      keyphrase: 'suv',
      filters: { car_price: ['300000..'], 'car_brand.neq': ['Toyota'] },
      facets: [{ name: 'car_brand' }],
    });
    expect(facet(facets, 'car_brand')).toEqual([
      { text: 'Kia', count: 1 },
      { text: 'Volkswagen', count: 1 },
      { text: 'Volvo', count: 1 },
    ]);
  });

  it('orders facet values by count, or by text when sort_order is given, and keeps only asked values', () => {
    const { facet: facets } = search({
      facets: [
        { name: 'car_brand' },
        { name: 'car_site_city', sort_order: 'desc' },
        { name: 'car_body', filters: ['SUV', 'Kombi'] },
      ],
    });
    expect(facet(facets, 'car_brand')?.map((value) => 'text' in value && value.text)).toEqual([
      'Volvo',
      'Kia',
      'Volkswagen',
      'Toyota',
    ]);
    expect(facet(facets, 'car_site_city')?.map((value) => 'text' in value && value.text)).toEqual([
      'Stockholm',
      'Malmö',
      'Göteborg',
    ]);
    expect(facet(facets, 'car_body')).toEqual([
      { text: 'SUV', count: 5 },
      { text: 'Kombi', count: 2 },
    ]);
  });

  it('answers hierarchical facets with children, disjunctive on every level', () => {
    const { facet: facets } = search({
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_fuel: ['Diesel', 'Bensin'] },
      facets: [{ name: 'car_brand>car_model', sort_order: 'asc' }],
    });
    expect(facets[0]).toEqual({
      name: 'car_brand>car_model',
      type: 'value',
      value: [
        { text: 'Kia', count: 1, children: [{ text: 'Ceed', count: 1 }] },
        { text: 'Volkswagen', count: 1, children: [{ text: 'Golf', count: 1 }] },
        {
          text: 'Volvo',
          count: 2,
          children: [
            { text: 'V60', count: 1 },
            { text: 'XC60', count: 1 },
          ],
        },
      ],
    });
  });

  it('answers a range field as a histogram over the records matching every other filter', () => {
    const { facet: facets, total_items } = search({
      filters: { car_price: ['300000..400000'], car_body: ['SUV'] },
      facets: [{ name: 'car_price' }],
    });
    expect(total_items).toBe(3);
    const [histogram] = facets;
    expect(histogram?.type).toBe('histogram');
    const buckets = histogram?.value ?? [];
    expect(buckets).toHaveLength(20);
    expect(buckets[0]).toMatchObject({ min: 299900 });
    expect(buckets.at(-1)).toMatchObject({ max: 429900 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(5);
  });

  it('sorts by a field in either direction and pages with limit and offset', () => {
    expect(ids({ sort_name: 'car_price_asc', limit: 3 })).toEqual(['7', '5', '3']);
    expect(ids({ sort_name: 'car_price_desc', limit: 2, offset: 2 })).toEqual(['8', '6']);
    expect(ids({ sort_name: 'car_year_desc', limit: 3, offset: 1 })).toEqual(['6', '1', '8']);
    expect(ids({ sort_name: 'car_publishdate_desc', limit: 2 })).toEqual(['8', '7']);
    const facetsOnly = search({ limit: 0, facets: [{ name: 'car_fuel' }] });
    expect(facetsOnly.content).toEqual([]);
    expect(facetsOnly.total_items).toBe(8);
    expect(search({ offset: 6, limit: 4 }).content).toHaveLength(2);
  });

  it('matches every word of the keyphrase as a prefix, best match first, typo-tolerant in long words', () => {
    expect(ids({ keyphrase: 'volvo xc' })).toEqual(['1', '2']);
    expect(ids({ keyphrase: 'kombi diesel' })).toEqual(['7']);
    expect(ids({ keyphrase: 'Volkswagn' })).toEqual(['4', '5']);
    expect(ids({ keyphrase: '   ' })).toHaveLength(8);
    expect(ids({ keyphrase: 'tesla' })).toEqual([]);
  });

  it('returns only the requested fields', () => {
    expect(search({ fields: ['car_id', 'car_brand'], limit: 1 }).content).toEqual([
      { car_id: '1', car_brand: 'Volvo' },
    ]);
  });

  it.each([
    [{ filters: { car_colour: ['Röd'] } }, 'filters: unknown field "car_colour"'],
    [{ facets: [{ name: 'car_description' }] }, 'facets: field "car_description" cannot be faceted'],
    [{ facets: [{ name: 'car_brand>car_price' }] }, 'facets: field "car_price" cannot be faceted'],
    [{ sort_name: 'car_color_asc' }, 'sort_name: field "car_color" cannot be sorted on'],
    [{ fields: ['price'] }, 'fields: unknown field "price"'],
    [{ filters: { car_price: ['cheap'] } }, 'filters: "car_price" takes one range "<min>..<max>"'],
    [{ filters: { car_price: ['1..2', '3..4'] } }, 'filters: "car_price" takes one range "<min>..<max>"'],
  ] satisfies [Omit<SearchRequest, 'index'>, string][])('rejects %j: %s', (request, reason) => {
    expect(() => search(request)).toThrow(new SearchRequestError(reason));
  });
});
