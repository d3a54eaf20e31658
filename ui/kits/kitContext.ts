/**
 * The kit catalogue's URL context (spec 002 §2 "Kits listing"): a dealer system opens the catalogue with
 * `user, dealer, unit, auto, transactionId, packageIds` in the query. They are read once when the page has
 * hydrated and kept in the tab's session storage, so the context lasts while the visitor browses. A load
 * that carries any of them starts a new context (all six replaced, so a stale `user` never mixes with a new
 * `dealer`); a load without any keeps the stored one.
 *
 * Everything comes from a URL anyone can write, so it is bounded: a value longer than 100 characters or with
 * control characters is dropped (a shortened transaction id would be a wrong one), and `packageIds`, given
 * comma-separated or as repeated parameters, keeps its first 50 distinct ids. Those kits are preselected
 * into the cart once, when their context is new: a reload of the same URL does not put back a kit the
 * visitor removed.
 */
import { atom, useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect } from 'react';
import { sessionJsonStorage } from '../storage/atomWithSessionJson';

export const KIT_CONTEXT_TEXT_PARAMS = ['user', 'dealer', 'unit', 'auto', 'transactionId'] as const;
export const KIT_CONTEXT_PARAMS = [...KIT_CONTEXT_TEXT_PARAMS, 'packageIds'] as const;
export const KIT_CONTEXT_STORAGE_KEY = 'kitContext';
export const KIT_CONTEXT_VALUE_MAX = 100;
export const KIT_CONTEXT_PACKAGE_IDS_MAX = 50;

export type KitContextTextParam = (typeof KIT_CONTEXT_TEXT_PARAMS)[number];
export type KitContextParam = (typeof KIT_CONTEXT_PARAMS)[number];

/** The context values given; a parameter not given (or dropped) is absent. */
export type KitContext = Partial<Record<KitContextTextParam, string>> & { packageIds?: readonly string[] };

export const EMPTY_KIT_CONTEXT: KitContext = {};

/** Printable: no control, format, unassigned or private-use characters (a newline, a NUL, a bidi mark). */
const UNPRINTABLE = /\p{C}/u;

function boundedValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= KIT_CONTEXT_VALUE_MAX && !UNPRINTABLE.test(trimmed)
    ? trimmed
    : undefined;
}

/** Each listed id that is a bounded value, once, the first 50. */
function boundedIds(values: readonly unknown[]): string[] {
  const ids = values.flatMap((value) => (typeof value === 'string' ? value.split(',') : [value]));
  const valid = ids.map(boundedValue).filter((id): id is string => id !== undefined);
  return [...new Set(valid)].slice(0, KIT_CONTEXT_PACKAGE_IDS_MAX);
}

function contextOf(value: (param: KitContextTextParam) => unknown, ids: readonly unknown[]): KitContext {
  const context: Partial<Record<KitContextTextParam, string>> = {};
  for (const param of KIT_CONTEXT_TEXT_PARAMS) {
    const bounded = boundedValue(value(param));
    if (bounded !== undefined) context[param] = bounded;
  }
  const packageIds = boundedIds(ids);
  return packageIds.length > 0 ? { ...context, packageIds } : context;
}

/** The context a query string gives (`?user=…&packageIds=1,2&packageIds=3`); empty when it gives none. */
export function parseKitContext(search: string | URLSearchParams): KitContext {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return contextOf((param) => params.get(param), params.getAll('packageIds'));
}

/** A stored context, cleaned by the same bounds as the URL's. */
export function cleanKitContext(stored: unknown): KitContext {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return EMPTY_KIT_CONTEXT;
  const record = stored as Record<string, unknown>;
  const { packageIds } = record;
  return contextOf((param) => record[param], Array.isArray(packageIds) ? packageIds : []);
}

export function hasKitContext(context: KitContext): boolean {
  return KIT_CONTEXT_PARAMS.some((param) => context[param] !== undefined);
}

function sameContext(a: KitContext, b: KitContext): boolean {
  return (
    KIT_CONTEXT_TEXT_PARAMS.every((param) => a[param] === b[param]) &&
    (a.packageIds ?? []).join(',') === (b.packageIds ?? []).join(',')
  );
}

/** The context to keep after a load: the URL's when it gives one, else the stored one. */
export function nextKitContext(stored: KitContext, fromUrl: KitContext): KitContext {
  return hasKitContext(fromUrl) ? fromUrl : stored;
}

/** The kit ids to preselect on a load: the URL's `packageIds` when its context is new, else none. */
export function packageIdsToPreselect(stored: KitContext, fromUrl: KitContext): readonly string[] {
  return hasKitContext(fromUrl) && !sameContext(stored, fromUrl) ? (fromUrl.packageIds ?? []) : [];
}

/** The search filter that fetches the preselected kits by id. */
export function kitIdFilter(ids: readonly string[]): { kitId: string[] } {
  return { kitId: [...ids] };
}

const kitContextStorage = sessionJsonStorage(cleanKitContext);
export const kitContextAtom = atomWithStorage<KitContext>(
  KIT_CONTEXT_STORAGE_KEY,
  EMPTY_KIT_CONTEXT,
  kitContextStorage,
);
/**
 * The query string last read: several components of a page may use the hook, and the store outlives a
 * page, so a URL is read once, and again only after a navigation to another one.
 */
const readSearchAtom = atom<string | null>(null);
const preselectAtom = atom<readonly string[]>([]);

export interface KitContextState {
  context: KitContext;
  /** Kit ids to fetch (`kitIdFilter`) and add to the cart; empty until the page has read its URL. */
  preselectIds: readonly string[];
  /** Call once the preselected kits are in the cart, so they are not added again. */
  preselectionDone(): void;
}

export function useKitContext(): KitContextState {
  const store = useStore();
  const context = useAtomValue(kitContextAtom, { store });
  const preselectIds = useAtomValue(preselectAtom, { store });
  useEffect(() => {
    const { search } = window.location;
    if (store.get(readSearchAtom) === search) return;
    store.set(readSearchAtom, search);
    const fromUrl = parseKitContext(search);
    const stored = kitContextStorage.getItem(KIT_CONTEXT_STORAGE_KEY, EMPTY_KIT_CONTEXT);
    store.set(preselectAtom, packageIdsToPreselect(stored, fromUrl));
    const next = nextKitContext(stored, fromUrl);
    if (next !== stored) store.set(kitContextAtom, next);
  }, [store]);
  return { context, preselectIds, preselectionDone: () => store.set(preselectAtom, []) };
}
