// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { testKitRecord, testKitRecords } from '../../tests/fixtures/testKitRecord';
import {
  addKits,
  KIT_CART_MAX,
  kitCartTotals,
  KIT_CART_STORAGE_KEY,
  kitCartAtom,
  removeKit,
  toggleKit,
} from './kitCart';

const ids = (cart: readonly { kitId: string }[]) => cart.map((kit) => kit.kitId);

afterEach(() => sessionStorage.clear());

describe('toggleKit', () => {
  it('adds a kit not in the cart at the end and removes one that is, by kitId', () => {
    const [a, b] = testKitRecords(2);
    if (!a || !b) throw new Error('fixture');
    const withA = toggleKit([], a);
    expect(ids(withA)).toEqual(['1']);
    const withBoth = toggleKit(withA, b);
    expect(ids(withBoth)).toEqual(['1', '2']);
    // Another record of the same kit (say a newer price) still removes it.
    expect(ids(toggleKit(withBoth, { ...a, retailPrice: 999 }))).toEqual(['2']);
  });

  it(`adds nothing to a full cart of ${KIT_CART_MAX}, but still removes from it`, () => {
    const full = testKitRecords(KIT_CART_MAX);
    const extra = testKitRecord({ kitId: 'extra' });
    expect(toggleKit(full, extra)).toBe(full);
    expect(toggleKit(full, full[0] as (typeof full)[number])).toHaveLength(KIT_CART_MAX - 1);
  });
});

describe('removeKit', () => {
  it('removes the kit of that id and leaves the cart as it is for an unknown id', () => {
    const cart = testKitRecords(3);
    expect(ids(removeKit(cart, '2'))).toEqual(['1', '3']);
    expect(removeKit(cart, 'nope')).toBe(cart);
  });
});

describe('addKits', () => {
  it('adds the kits not in the cart once each, as far as the bound allows', () => {
    const cart = testKitRecords(2);
    const more = testKitRecords(3, 2);
    expect(ids(addKits(cart, [...more, ...more]))).toEqual(['1', '2', '3', '4']);
    expect(addKits(cart, cart)).toBe(cart);
    const almostFull = testKitRecords(KIT_CART_MAX - 1);
    expect(ids(addKits(almostFull, testKitRecords(3, 1000)).slice(-1))).toEqual(['1000']);
  });
});

describe('kitCartTotals', () => {
  it('sums the prices per currency, in cents, a kit without currency counting as EUR', () => {
    const cart = [
      testKitRecord({ kitId: '1', retailPrice: 1290 }),
      testKitRecord({ kitId: '2', retailPrice: 0.1, currency: undefined }),
      testKitRecord({ kitId: '3', retailPrice: 10900 }),
      testKitRecord({ kitId: '4', retailPrice: 0.2, currency: 'EUR' }),
    ];
    expect(kitCartTotals(cart)).toEqual([
      { currency: 'SEK', amount: 12190 },
      { currency: 'EUR', amount: 0.3 },
    ]);
    expect(kitCartTotals([])).toEqual([]);
  });
});

describe('kitCartAtom', () => {
  it('keeps the cart in session storage and reads it back cleaned', () => {
    const store = createStore();
    store.sub(kitCartAtom, () => undefined);
    store.set(kitCartAtom, testKitRecords(2));
    expect(ids(JSON.parse(sessionStorage.getItem(KIT_CART_STORAGE_KEY) ?? '[]'))).toEqual(['1', '2']);

    const [kit] = testKitRecords(1, 7);
    sessionStorage.setItem(
      KIT_CART_STORAGE_KEY,
      JSON.stringify([
        { kitId: 'x' },
        { ...kit, retailPrice: '1290' },
        { ...kit, currency: 'kronor' },
        { ...kit, parts: 'none' },
        kit,
        kit,
        ...testKitRecords(KIT_CART_MAX + 5, 100),
      ]),
    );
    const next = createStore();
    next.sub(kitCartAtom, () => undefined);
    const cart = next.get(kitCartAtom);
    expect(cart).toHaveLength(KIT_CART_MAX);
    expect(cart[0]).toEqual(kit);
    expect(cart[1]?.kitId).toBe('100');
  });
});
