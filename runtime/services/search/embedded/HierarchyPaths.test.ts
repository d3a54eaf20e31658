import { describe, expect, it } from 'vitest';
import { HierarchyPaths } from './HierarchyPaths';
import { ValueColumn } from './ValueColumn';

describe('HierarchyPaths', () => {
  const brands = new ValueColumn(['Volvo', 'Volvo', 'Kia', undefined, 'Volvo', 'Kia']);
  const models = new ValueColumn(['XC60', 'V60', undefined, 'Golf', 'XC60', ['Niro', 'Ceed']]);
  const paths = new HierarchyPaths([brands, models], 6);
  const candidates = Int32Array.of(0, 1, 2, 3, 4, 5);

  it('counts every level, cut where a record has no value, a list by its first item', () => {
    const tree = paths.count(candidates, new Int32Array(6), 0);
    expect([...tree.keys()]).toEqual(['Volvo', 'Kia']);
    expect(tree.get('Volvo')?.count).toBe(3);
    expect(tree.get('Volvo')?.children.get('XC60')?.count).toBe(2);
    expect(tree.get('Kia')?.count).toBe(2);
    expect([...(tree.get('Kia')?.children.keys() ?? [])]).toEqual(['Niro']);
  });

  it('leaves out candidates failing a filter other than its own', () => {
    const failures = Int32Array.of(0b10, 0b01, 0, 0, 0, 0);
    expect(paths.count(candidates, failures, 0b01).get('Volvo')?.count).toBe(2);
    expect(paths.count(candidates, failures, 0b11).get('Volvo')?.count).toBe(3);
  });
});
