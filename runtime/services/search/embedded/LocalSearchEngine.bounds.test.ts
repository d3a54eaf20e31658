import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HierarchyPathsModule from './HierarchyPaths';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { LocalSearchEngine, MAX_HELD_HIERARCHIES } from './LocalSearchEngine';

/** Counts hierarchies built, so the test sees which ones the engine still held. */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('./HierarchyPaths', async (importOriginal) => {
  const actual = await importOriginal<typeof HierarchyPathsModule>();
  class CountedHierarchyPaths extends actual.HierarchyPaths {
    constructor(...args: ConstructorParameters<typeof actual.HierarchyPaths>) {
      super(...args);
      built.count += 1;
    }
  }
  return { ...actual, HierarchyPaths: CountedHierarchyPaths };
});

const records = [
  { car_id: '1', car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'El' },
  { car_id: '2', car_brand: 'Volvo', car_model: 'V60', car_fuel: 'Diesel' },
  { car_id: '3', car_brand: 'Kia', car_model: 'Niro', car_fuel: 'El' },
];
const engine = new LocalSearchEngine(records, INDEX_DEFINITIONS.vehicles);

/** The `n`th of as many distinct, valid hierarchy names as a client cares to send. */
const hierarchy = (n: number) => `car_brand${'>car_model'.repeat(n)}`;
const facetOf = (n: number) =>
  engine.search({ index: 'test_vehicles', limit: 0, facets: [{ name: hierarchy(n) }] }).facet[0]?.value;

beforeEach(() => {
  built.count = 0;
});

describe('LocalSearchEngine memory bounds', () => {
  it(`holds the last ${MAX_HELD_HIERARCHIES} hierarchies requests named and builds any other again`, () => {
    const names = MAX_HELD_HIERARCHIES + 1;
    const first = facetOf(1);
    for (let n = 2; n <= names; n += 1) facetOf(n);
    expect(built.count).toBe(names);

    for (let n = 2; n <= names; n += 1) facetOf(n);
    expect(built.count).toBe(names);

    expect(facetOf(1)).toEqual(first);
    expect(built.count).toBe(names + 1);
  });

  it('answers a flood of distinct hierarchy names, holding no more of them', () => {
    for (let n = 1; n <= 200; n += 1) {
      expect(facetOf(n)).toMatchObject([
        { text: 'Volvo', count: 2 },
        { text: 'Kia', count: 1 },
      ]);
    }
    const afterFlood = built.count;
    for (let n = 200 - MAX_HELD_HIERARCHIES + 1; n <= 200; n += 1) facetOf(n);
    expect(built.count).toBe(afterFlood);
  });
});
