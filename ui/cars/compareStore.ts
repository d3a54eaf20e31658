/**
 * The compare list (spec 001 §3 "Compare list", §4): the cars a visitor picked, kept in the tab's session
 * storage. The atom starts empty on the server and on the first browser render, and reads the stored list
 * when first used after mounting, so hydration never mismatches.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Car } from '../../schemas/generated/car';
import { type CarCardRecord, isCarSummary } from './carCardFields';

/** At most this many cars side by side: four columns still fit a laptop screen. */
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = 'compareCars';

/** The list record at least; the full record once it has been fetched. */
export type ComparedCar = CarCardRecord & Partial<Car>;

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stands in for session storage where the browser forbids it (blocked site data): the list lasts the page. */
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

const json = createJSONStorage<ComparedCar[]>(sessionStorageOrMemory);

/** A stored value another version of the site wrote, or a visitor edited, is cleaned rather than trusted. */
const compareStorage = {
  ...json,
  getItem(key: string, initialValue: ComparedCar[]): ComparedCar[] {
    const stored: unknown = json.getItem(key, initialValue);
    return Array.isArray(stored) ? stored.filter(isCarSummary).slice(0, COMPARE_MAX) : initialValue;
  },
};

export const compareCarsAtom = atomWithStorage<ComparedCar[]>(COMPARE_STORAGE_KEY, [], compareStorage);

/** Set when a visitor tries to add a car to a full list; the compare bar says why nothing happened. */
export const compareFullAtom = atom(false);
