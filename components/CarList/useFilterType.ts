/**
 * The visitor's filter panel variant (spec 001 §2): `sticky` (a side panel beside the list, from 1024px)
 * or `toggle` (a drawer opened by the filter button), remembered for the tab in session storage under
 * `filterType`. The server and the hydrating render assume the default, sticky.
 */
import { useSyncExternalStore } from 'react';
import { FILTER_TYPE_STORAGE_KEY } from '../../ui';

export type FilterType = 'sticky' | 'toggle';

const DEFAULT_FILTER_TYPE: FilterType = 'sticky';
const listeners = new Set<() => void>();
/** The choice where session storage is blocked (privacy settings): it lasts until the page is left. */
let unstoredChoice: FilterType | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function storedFilterType(): FilterType {
  try {
    return window.sessionStorage.getItem(FILTER_TYPE_STORAGE_KEY) === 'toggle' ? 'toggle' : 'sticky';
  } catch {
    return DEFAULT_FILTER_TYPE;
  }
}

function storeFilterType(type: FilterType) {
  try {
    window.sessionStorage.setItem(FILTER_TYPE_STORAGE_KEY, type);
  } catch {
    unstoredChoice = type;
  }
  listeners.forEach((listener) => listener());
}

export function useFilterType(): [FilterType, (type: FilterType) => void] {
  const type = useSyncExternalStore(
    subscribe,
    () => unstoredChoice ?? storedFilterType(),
    () => DEFAULT_FILTER_TYPE,
  );
  return [type, storeFilterType];
}
