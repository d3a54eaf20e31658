// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { testKitRecord, testKitRecords } from '../../tests/fixtures/testKitRecord';
import { KIT_CART_STORAGE_KEY } from './kitCart';
import { KitCartList } from './KitCartList';

afterEach(() => sessionStorage.clear());

const storeCart = (kits: unknown[]) => sessionStorage.setItem(KIT_CART_STORAGE_KEY, JSON.stringify(kits));
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('KitCartList', () => {
  it('says the cart is empty, and still shows the slot under it', async () => {
    renderWithSite(
      <KitCartList onOpen={vi.fn()}>
        <button type="button">Skicka förfrågan</button>
      </KitCartList>,
    );
    expect(screen.getByRole('heading', { name: '0 produkter i varukorgen' })).toBeTruthy();
    expect(screen.getByText('Varukorgen är tom. Lägg till tillbehör från listan.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skicka förfrågan' })).toBeTruthy();
  });

  it('heads one kit in the singular and three in the plural, after reading the stored cart', async () => {
    storeCart(testKitRecords(1));
    const one = renderWithSite(<KitCartList onOpen={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '1 produkt i varukorgen' })).toBeTruthy();
    one.unmount();
    storeCart(testKitRecords(3));
    renderWithSite(<KitCartList onOpen={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '3 produkter i varukorgen' })).toBeTruthy();
  });

  it('takes the heading from the market dictionary by plural form', async () => {
    storeCart(testKitRecords(2));
    renderWithSite(<KitCartList onOpen={vi.fn()} />, {
      dictionary: {
        kitCartCount_one: '{{count}} produkt i kurven',
        kitCartCount_other: '{{count}} produkter i kurven',
      },
    });
    expect(await screen.findByRole('heading', { name: '2 produkter i kurven' })).toBeTruthy();
  });

  it('lists name, code and price of each kit, opens one and removes another', async () => {
    const kits = [
      testKitRecord({ kitId: '1', name: 'Takbox', kitCode: 'K1', retailPrice: 5490 }),
      testKitRecord({ kitId: '2', name: 'Dragkrok', kitCode: 'K2', retailPrice: 10900 }),
    ];
    storeCart(kits);
    const onOpen = vi.fn();
    renderWithSite(<KitCartList onOpen={onOpen} />);
    const open = await screen.findByRole('button', { name: /^Takbox/ });
    expect(plain(open.textContent)).toBe('TakboxArt.nr K15 490 kr');
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(kits[0]);

    expect(plain(screen.getByText('Totalt').nextElementSibling?.textContent ?? null)).toBe('16 390 kr');
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Dragkrok ur varukorgen' }));
    expect(screen.getByRole('heading', { name: '1 produkt i varukorgen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Dragkrok/ })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KIT_CART_STORAGE_KEY) ?? '[]')).toEqual([kits[0]]);
  });

  it('totals each currency on its own line', async () => {
    storeCart([
      testKitRecord({ kitId: '1', retailPrice: 1290 }),
      testKitRecord({ kitId: '2', retailPrice: 89.9, currency: 'EUR' }),
      testKitRecord({ kitId: '3', retailPrice: 10 }),
    ]);
    renderWithSite(<KitCartList onOpen={vi.fn()} />);
    await screen.findByRole('heading', { name: '3 produkter i varukorgen' });
    const totals = within(screen.getByText('Totalt').nextElementSibling as HTMLElement);
    expect(totals.getAllByText(/./).map((line) => plain(line.textContent))).toEqual(['1 300 kr', '89,90 €']);
  });
});
