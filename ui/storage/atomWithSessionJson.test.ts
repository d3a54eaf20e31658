// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atomWithSessionJson } from './atomWithSessionJson';

/** Keeps the numbers of a stored list, at most three. */
const cleanNumbers = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.filter((item): item is number => typeof item === 'number').slice(0, 3) : [];

function mountedStore(key: string) {
  const numbers = atomWithSessionJson<number[]>(key, [], cleanNumbers);
  const store = createStore();
  store.sub(numbers, () => undefined);
  return { numbers, store };
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('atomWithSessionJson', () => {
  it('holds the initial value until mounted, then the stored value; writes JSON', () => {
    sessionStorage.setItem('numbers', '[1,2]');
    const numbers = atomWithSessionJson<number[]>('numbers', [], cleanNumbers);
    const store = createStore();
    expect(store.get(numbers)).toEqual([]);
    store.sub(numbers, () => undefined);
    expect(store.get(numbers)).toEqual([1, 2]);
    store.set(numbers, [3]);
    expect(sessionStorage.getItem('numbers')).toBe('[3]');
  });

  it('cleans what another version wrote or a visitor edited, and reads unparsable JSON as nothing', () => {
    sessionStorage.setItem('numbers', JSON.stringify([1, 'x', null, 2, 3, 4]));
    const { numbers, store } = mountedStore('numbers');
    expect(store.get(numbers)).toEqual([1, 2, 3]);
    sessionStorage.setItem('numbers', '{"a":1}');
    const object = mountedStore('numbers');
    expect(object.store.get(object.numbers)).toEqual([]);
    sessionStorage.setItem('numbers', '[1,');
    const broken = mountedStore('numbers');
    expect(broken.store.get(broken.numbers)).toEqual([]);
  });

  it('keeps the value in memory for the page when session storage is forbidden', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = mountedStore('blocked');
    first.store.set(first.numbers, [7]);
    const second = mountedStore('blocked');
    expect(second.store.get(second.numbers)).toEqual([7]);
  });
});
