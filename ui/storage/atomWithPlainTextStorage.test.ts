// @vitest-environment jsdom
import { type Atom, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atomWithPlainTextStorage, type PlainTextStorageOptions } from './atomWithPlainTextStorage';

type Colour = 'red' | 'blue';

const options = (unstoredLasts: 'page' | 'mount'): PlainTextStorageOptions<Colour> => ({
  area: 'sessionStorage',
  parse: (text) => (text === 'blue' ? 'blue' : 'red'),
  unstoredLasts,
});

/** A fresh store with the atom mounted, as a component using it mounts it. */
function mounted(anAtom: Atom<unknown>) {
  const store = createStore();
  const unmount = store.sub(anAtom, () => undefined);
  return { store, unmount };
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('atomWithPlainTextStorage', () => {
  it('holds the initial value until mounted, then the stored text; writes plain text', () => {
    sessionStorage.setItem('colour', 'blue');
    const colour = atomWithPlainTextStorage<Colour>('colour', 'red', options('page'));
    const store = createStore();
    expect(store.get(colour)).toBe('red');
    store.sub(colour, () => undefined);
    expect(store.get(colour)).toBe('blue');
    store.set(colour, 'red');
    expect(sessionStorage.getItem('colour')).toBe('red');
  });

  it('reads a text the site never wrote as the parsed default', () => {
    sessionStorage.setItem('colour', '"blue"');
    const colour = atomWithPlainTextStorage<Colour>('colour', 'blue', options('page'));
    const { store } = mounted(colour);
    expect(store.get(colour)).toBe('red');
  });

  it('follows storage events for its key by reading the storage again', () => {
    const colour = atomWithPlainTextStorage<Colour>('colour', 'red', options('page'));
    const { store, unmount } = mounted(colour);
    sessionStorage.setItem('colour', 'blue');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(store.get(colour)).toBe('red');
    window.dispatchEvent(new StorageEvent('storage', { key: 'colour', newValue: 'green' }));
    expect(store.get(colour)).toBe('blue');
    unmount();
  });

  it.each([
    ['page', 'blue'],
    ['mount', 'red'],
  ] as const)('keeps a value storage refuses for the %s', (unstoredLasts, afterRemount) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const colour = atomWithPlainTextStorage<Colour>('colour', 'red', options(unstoredLasts));
    const first = mounted(colour);
    first.store.set(colour, 'blue');
    expect(first.store.get(colour)).toBe('blue');
    expect(log).toHaveBeenCalled();
    first.unmount();
    expect(mounted(colour).store.get(colour)).toBe(afterRemount);
  });
});
