/**
 * The kit cart (spec 002 §4 "Kit cart"): the kits a visitor chose, kept in the tab's session storage so
 * the cart survives a reload and a visit to another tab, and shared by the cards, the detail dialog and the
 * cart list through one atom. Toggling a kit adds or removes it by `kitId`.
 *
 * The cart holds at most `KIT_CART_MAX` kits: a dealer's quote request of more is not a cart but a
 * catalogue, and every kit's record is kept in the session. At the bound a kit that is not in the cart is
 * not added (toggling it leaves the cart as it is, the add buttons are disabled and the cart list says
 * why); kits in the cart can still be removed.
 */
import { useAtomValue, useStore } from 'jotai';
import { atomWithSessionJson } from '../storage/atomWithSessionJson';
import { isKitRecord, type KitRecord } from './kitCardFields';
import { DEFAULT_KIT_CURRENCY } from './formatKitPrice';

export const KIT_CART_MAX = 50;
export const KIT_CART_STORAGE_KEY = 'kitCart';

export type KitCart = readonly KitRecord[];

const inCart = (cart: KitCart, kitId: string) => cart.some((kit) => kit.kitId === kitId);

/** The cart without the kit of this id (the same cart when it was not in it). */
export function removeKit(cart: KitCart, kitId: string): KitCart {
  return inCart(cart, kitId) ? cart.filter((kit) => kit.kitId !== kitId) : cart;
}

/** Removes the kit when it is in the cart, else adds it at the end, unless the cart is full. */
export function toggleKit(cart: KitCart, kit: KitRecord): KitCart {
  if (inCart(cart, kit.kitId)) return removeKit(cart, kit.kitId);
  return cart.length >= KIT_CART_MAX ? cart : [...cart, kit];
}

/** Adds the kits not yet in the cart, in their order, as far as the bound allows (a preselection). */
export function addKits(cart: KitCart, kits: readonly KitRecord[]): KitCart {
  const added = kits
    .filter(
      (kit, index) =>
        !inCart(cart, kit.kitId) && kits.findIndex((other) => other.kitId === kit.kitId) === index,
    )
    .slice(0, Math.max(KIT_CART_MAX - cart.length, 0));
  return added.length === 0 ? cart : [...cart, ...added];
}

export interface KitCartTotal {
  currency: string;
  amount: number;
}

/**
 * The cart's total per currency, in the order the currencies first appear (kits of one market share one,
 * but nothing guarantees it, and amounts in two currencies do not add up). Summed in cents, so 0.1 + 0.2
 * reads 0.3.
 */
export function kitCartTotals(cart: KitCart): KitCartTotal[] {
  const cents = new Map<string, number>();
  for (const kit of cart) {
    const currency = kit.currency ?? DEFAULT_KIT_CURRENCY;
    cents.set(currency, (cents.get(currency) ?? 0) + Math.round(kit.retailPrice * 100));
  }
  return [...cents].map(([currency, total]) => ({ currency, amount: total / 100 }));
}

/** A stored cart, cleaned: kit records only, each once, at most `KIT_CART_MAX`. */
function cleanKitCart(stored: unknown): KitCart {
  return Array.isArray(stored) ? addKits([], stored.filter(isKitRecord)) : [];
}

export const kitCartAtom = atomWithSessionJson<KitCart>(KIT_CART_STORAGE_KEY, [], cleanKitCart);

export interface KitCartActions {
  kits: KitCart;
  /** Whether no kit can be added until one is removed. */
  full: boolean;
  has(kitId: string): boolean;
  toggle(kit: KitRecord): void;
  remove(kitId: string): void;
  /** Adds kits without removing any (the URL's `packageIds`). */
  add(kits: readonly KitRecord[]): void;
  /** Empties the cart (a request for the kits has been sent). */
  clear(): void;
}

export function useKitCart(): KitCartActions {
  const store = useStore();
  const kits = useAtomValue(kitCartAtom, { store });
  const update = (change: (cart: KitCart) => KitCart) => {
    const current = store.get(kitCartAtom);
    const next = change(current);
    if (next !== current) store.set(kitCartAtom, next);
  };
  return {
    kits,
    full: kits.length >= KIT_CART_MAX,
    has: (kitId) => inCart(kits, kitId),
    toggle: (kit) => update((cart) => toggleKit(cart, kit)),
    remove: (kitId) => update((cart) => removeKit(cart, kitId)),
    add: (added) => update((cart) => addKits(cart, added)),
    clear: () => update((cart) => (cart.length === 0 ? cart : [])),
  };
}
