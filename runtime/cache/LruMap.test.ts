import { describe, expect, it } from 'vitest';
import { LruMap } from './LruMap';

describe('LruMap', () => {
  it('never holds more than its bound, however many keys it is given', () => {
    const map = new LruMap<string, number>(3);
    for (let key = 0; key < 1000; key += 1) {
      map.set(`key ${key}`, key);
      expect(map.size).toBeLessThanOrEqual(3);
    }
    expect(map.size).toBe(3);
    expect([map.get('key 997'), map.get('key 998'), map.get('key 999')]).toEqual([997, 998, 999]);
    expect(map.get('key 0')).toBeUndefined();
  });

  it('forgets the least recently used entry, reading counting as use', () => {
    const map = new LruMap<string, string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe('A');
    expect(map.get('c')).toBe('C');
  });

  it('replaces the value of a key it holds without growing, and forgets a deleted key', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(2);
    expect(map.delete('a')).toBe(true);
    expect(map.get('a')).toBeUndefined();
    expect(map.delete('a')).toBe(false);
  });

  it('refuses a bound that could not hold an entry', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
    expect(() => new LruMap(1.5)).toThrow(RangeError);
  });
});
