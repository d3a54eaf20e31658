/**
 * A jotai atom whose value is one word kept as plain text in the browser's local or session storage
 * (`filterType` = `toggle`, `disclaimer:<name>` = `approved`). Plain text is the form these keys have always
 * been stored in, so choices made before still count; createJSONStorage would write `"toggle"` and read a
 * stored `toggle` as unparsable, which is why the atom gets this storage instead.
 *
 * atomWithStorage does the rest: without `getOnInit` the atom holds its initial value on the server and in
 * the hydrating render (so the static HTML and the first browser render agree), reads the storage when it is
 * first used after mounting, and follows `storage` events, so a change made in another tab shows here too.
 */
import { atomWithStorage } from 'jotai/utils';

export type StorageArea = 'localStorage' | 'sessionStorage';

export interface PlainTextStorageOptions<Value extends string> {
  area: StorageArea;
  /**
   * The value a stored text stands for (null: nothing stored, or the storage is unavailable). It validates:
   * a text the site never wrote (an older version's, a visitor's edit) must read as the default.
   */
  parse: (text: string | null) => Value;
  /**
   * How long a value lasts that the browser refuses to store (site data blocked by privacy settings, quota
   * exceeded): `page` keeps it in memory until the page is left, `mount` forgets it, so the next time the
   * atom is mounted it reads as nothing stored. Either way the refusal is logged.
   */
  unstoredLasts: 'page' | 'mount';
}

function readText(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function atomWithPlainTextStorage<Value extends string>(
  key: string,
  initialValue: Value,
  { area, parse, unstoredLasts }: PlainTextStorageOptions<Value>,
) {
  let unstored: Value | null = null;
  const getItem = (itemKey: string) => unstored ?? parse(readText(area, itemKey));
  return atomWithStorage<Value>(key, initialValue, {
    getItem,
    setItem(itemKey, value) {
      try {
        window[area].setItem(itemKey, value);
        unstored = null;
      } catch (error) {
        if (unstoredLasts === 'page') unstored = value;
        console.error(`${itemKey} could not be kept in ${area}`, error);
      }
    },
    removeItem(itemKey) {
      unstored = null;
      try {
        window[area].removeItem(itemKey);
      } catch (error) {
        console.error(`${itemKey} could not be removed from ${area}`, error);
      }
    },
    // The event is only a signal to read again: its own new value is not trusted (nor needed).
    subscribe(itemKey, callback) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === itemKey) callback(getItem(itemKey));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  });
}
