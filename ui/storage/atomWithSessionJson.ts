/**
 * A jotai atom whose value is kept as JSON in the tab's session storage: lists a visitor builds while
 * browsing (the compare list, the kit cart) and context a page was opened with (the kit catalogue's URL
 * context). One implementation for all of them, so each store only says what a valid value is.
 *
 * A stored value another version of the site wrote, or a visitor edited, is cleaned rather than trusted:
 * `clean` receives whatever the storage holds (unparsable JSON reads as nothing stored) and returns the
 * value to use. Where the browser forbids session storage (blocked site data), the value is kept in memory
 * and lasts the page. Like every atomWithStorage without `getOnInit`, the atom holds its initial value on the
 * server and in the hydrating render, and reads the storage when first used after mounting, so the static
 * HTML and the first browser render agree.
 */
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stands in for session storage where the browser forbids it: values last the page. */
function memoryStorage(): StringStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let fallbackStorage: StringStorage | undefined;

function sessionStorageOrMemory(): StringStorage {
  try {
    return window.sessionStorage;
  } catch {
    fallbackStorage ??= memoryStorage();
    return fallbackStorage;
  }
}

/** The storage object behind an atom: its `getItem` is also how code outside React reads the cleaned value. */
export interface SessionJsonStorage<Value> {
  getItem(key: string, initialValue: Value): Value;
  setItem(key: string, value: Value): void;
  removeItem(key: string): void;
  subscribe?: (
    key: string,
    callback: (value: Value) => void,
    initialValue: Value,
  ) => (() => void) | undefined;
}

export function sessionJsonStorage<Value>(clean: (stored: unknown) => Value): SessionJsonStorage<Value> {
  const json = createJSONStorage<unknown>(sessionStorageOrMemory);
  const { subscribe } = json;
  return {
    getItem: (key, initialValue) => {
      const stored: unknown = json.getItem(key, initialValue);
      return stored === initialValue ? initialValue : clean(stored);
    },
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    // Another document's write (a same-origin frame) is cleaned like a stored value.
    ...(subscribe && {
      subscribe: (key: string, callback: (value: Value) => void, initialValue: Value) =>
        subscribe(
          key,
          (stored) => callback(stored === initialValue ? initialValue : clean(stored)),
          initialValue,
        ),
    }),
  };
}

export function atomWithSessionJson<Value>(
  key: string,
  initialValue: Value,
  clean: (stored: unknown) => Value,
) {
  return atomWithStorage<Value>(key, initialValue, sessionJsonStorage(clean));
}
