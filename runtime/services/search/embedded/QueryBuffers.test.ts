import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../scripts/seed/random';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { LocalSearchEngine } from './LocalSearchEngine';
import { QueryBuffers } from './QueryBuffers';

// Filter key bits of the examples: a body and a fuel filter, a brand and a model filter (both levels of
// one `car_brand>car_model` facet) and an exclusion no facet owns.
const BODY = 0b00001;
const FUEL = 0b00010;
const BRAND = 0b00100;
const MODEL = 0b01000;
const EXCLUDED = 0b10000;

describe('QueryBuffers', () => {
  const buffers = new QueryBuffers(8);
  const candidates = Int32Array.of(10, 11, 12, 13, 14, 15, 16, 17);

  it('splits the candidates into hits and what facets count, each facet ignoring only its own keys', () => {
    const failures = buffers.failuresOf(candidates);
    failures.set([0, BODY, FUEL, BODY | FUEL, BRAND | MODEL, MODEL, EXCLUDED, BODY | EXCLUDED]);
    const { hits, countable, countableFailures } = buffers.evaluate(candidates, failures, [
      BODY,
      FUEL,
      BRAND | MODEL,
      0,
    ]);
    expect([...hits]).toEqual([10]);
    // 13 fails two facets' keys and 16, 17 an exclusion: no facet counts them.
    expect([...countable]).toEqual([10, 11, 12, 14, 15]);
    expect([...countableFailures]).toEqual([0, BODY, FUEL, BRAND | MODEL, MODEL]);
  });

  it('counts a candidate failing one key only when some facet owns that key', () => {
    const failures = buffers.failuresOf(candidates);
    failures.set([BODY, FUEL, BRAND, 0, 0, 0, 0, 0]);
    const { countable } = buffers.evaluate(candidates, failures, [FUEL]);
    expect([...countable]).toEqual([11, 13, 14, 15, 16, 17]);
  });

  it('gives each query clear marks and its own hits, whatever the one before left', () => {
    buffers.failuresOf(candidates).fill(BODY | FUEL);
    const fewer = Int32Array.of(3, 5);
    const failures = buffers.failuresOf(fewer);
    expect([...failures]).toEqual([0, 0]);
    expect([...buffers.evaluate(fewer, failures, []).hits]).toEqual([3, 5]);
  });
});

describe('LocalSearchEngine, reusing its buffers from query to query', () => {
  const random = createRandom(42);
  const stock = Array.from({ length: 600 }, (_, index) => ({
    car_id: String(index),
    car_brand: random.pick(['Volvo', 'Volkswagen', 'Kia', 'Toyota']),
    car_model: random.pick(['XC60', 'V60', 'Golf', 'Niro', 'RAV4']),
    car_body: random.pick(['SUV', 'Kombi', 'Sedan']),
    car_fuel: random.pick(['El', 'Diesel', 'Bensin', 'Hybrid']),
    car_price: random.int(10, 60) * 10_000,
    car_mileage: random.int(0, 40) * 500,
    car_year: random.int(2012, 2025),
  }));
  const facets = ['car_brand>car_model', 'car_body', 'car_fuel', 'car_price', 'car_mileage', 'car_year'].map(
    (name) => ({ name }),
  );
  const requests: SearchRequest[] = [
    { index: 'x', facets, limit: 48 },
    { index: 'x', keyphrase: 'volvo', facets, sort_name: 'car_price_asc', limit: 10 },
    { index: 'x', keyphrase: 'kia suv', facets, limit: 10 },
    {
      index: 'x',
      filters: { car_body: ['SUV'], car_fuel: ['El', 'Hybrid'], car_price: ['150000..400000'] },
      facets,
      sort_name: 'car_mileage_desc',
      limit: 20,
      offset: 5,
    },
    {
      index: 'x',
      keyphrase: 'toyota',
      filters: { car_brand: ['Toyota'], car_model: ['RAV4'] },
      facets,
      sort_name: 'car_price_desc',
    },
    { index: 'x', filters: { 'car_fuel.neq': ['El'] }, facets, sort_name: 'car_year_desc', limit: 100 },
  ];
  const alone = requests.map((request) =>
    new LocalSearchEngine(stock, INDEX_DEFINITIONS.vehicles).search(request),
  );

  it('answers every request as a fresh engine would, whatever it answered before', () => {
    const engine = new LocalSearchEngine(stock, INDEX_DEFINITIONS.vehicles);
    for (const order of [requests.keys(), [...requests.keys()].reverse()]) {
      for (const index of order)
        expect(engine.search(requests[index] as SearchRequest)).toEqual(alone[index]);
    }
  });
});
