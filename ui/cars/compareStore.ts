/**
 * The compare list (spec 001 §3 "Compare list", §4): the cars a visitor picked, kept in the tab's session
 * storage. The atom starts empty on the server and on the first browser render, and reads the stored list
 * when first used after mounting, so hydration never mismatches.
 */
import { atom } from 'jotai';
import type { Car } from '../../schemas/generated/car';
import { atomWithSessionJson } from '../storage/atomWithSessionJson';
import { type CarCardRecord, isCarSummary } from './carCardFields';

/** At most this many cars side by side: four columns still fit a laptop screen. */
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = 'compareCars';

/** The list record at least; the full record once it has been fetched. */
export type ComparedCar = CarCardRecord & Partial<Car>;

/** The stored list, cleaned: only records a card can show, at most `COMPARE_MAX` of them. */
function cleanCompareList(stored: unknown): ComparedCar[] {
  return Array.isArray(stored) ? stored.filter(isCarSummary).slice(0, COMPARE_MAX) : [];
}

export const compareCarsAtom = atomWithSessionJson<ComparedCar[]>(COMPARE_STORAGE_KEY, [], cleanCompareList);

/** Set when a visitor tries to add a car to a full list; the compare bar says why nothing happened. */
export const compareFullAtom = atom(false);
