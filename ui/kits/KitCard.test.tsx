// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { testKitRecord, testKitRecords } from '../../tests/fixtures/testKitRecord';
import type { KitRecord } from './kitCardFields';
import { KIT_CART_MAX, KIT_CART_STORAGE_KEY } from './kitCart';
import { KitCard } from './KitCard';
import { KitCartList } from './KitCartList';
import { KitDetailDialog } from './KitDetailDialog';

afterEach(() => sessionStorage.clear());

const storedIds = (): string[] =>
  (JSON.parse(sessionStorage.getItem(KIT_CART_STORAGE_KEY) ?? '[]') as KitRecord[]).map((kit) => kit.kitId);
const addButton = (kit: KitRecord) => screen.getByRole('button', { name: `Lägg i varukorgen: ${kit.name}` });
const removeButton = (kit: KitRecord) =>
  screen.getByRole('button', { name: `Ta bort ur varukorgen: ${kit.name}` });
/** Intl separates thousands with a no-break space in Swedish: compared as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** A catalogue page in small: cards, the cart list and the detail dialog sharing one cart. */
function Catalogue({ kits }: { kits: KitRecord[] }) {
  const [open, setOpen] = useState<KitRecord | null>(null);
  return (
    <>
      {kits.map((kit) => (
        <KitCard key={kit.kitId} kit={kit} onOpen={setOpen} />
      ))}
      <KitCartList onOpen={setOpen} />
      <KitDetailDialog kit={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('KitCard', () => {
  it('shows picture, name, code, category and the price in the kit currency for the market', () => {
    const kit = testKitRecord({ retailPrice: 1290.5, currency: undefined });
    const { container } = renderWithSite(<KitCard kit={kit} onOpen={vi.fn()} />);
    const card = within(container.querySelector('article') as HTMLElement);
    expect(card.getByRole('heading', { name: kit.name })).toBeTruthy();
    expect(card.getByText('Art.nr VOL48406957')).toBeTruthy();
    expect(card.getByText('Skydd och komfort › Golvmattor')).toBeTruthy();
    expect(plain(card.getByText(/€/).textContent)).toBe('1 290,50 €');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('floor-mats.jpg');
  });

  it("shows a kit's campaign label over its picture, and none for a kit not on offer", () => {
    const onOffer = renderWithSite(<KitCard kit={testKitRecord({ action: 'Kampanj' })} onOpen={vi.fn()} />);
    expect(within(onOffer.container).getByText('Kampanj')).toBeTruthy();
    onOffer.unmount();
    const { container } = renderWithSite(<KitCard kit={testKitRecord()} onOpen={vi.fn()} />);
    expect(within(container).queryByText('Kampanj')).toBeNull();
  });

  it('opens the detail through its name, a button', () => {
    const kit = testKitRecord();
    const onOpen = vi.fn();
    renderWithSite(<KitCard kit={kit} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: kit.name }));
    expect(onOpen).toHaveBeenCalledWith(kit);
  });

  it('adds its kit to the cart and removes it again, marked while in the cart', async () => {
    const kits = testKitRecords(2);
    const [kit] = kits as [KitRecord];
    renderWithSite(<Catalogue kits={kits} />);
    expect(screen.queryByText('I varukorgen')).toBeNull();
    fireEvent.click(addButton(kit));
    expect(storedIds()).toEqual(['1']);
    expect(screen.getByText('I varukorgen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 produkt i varukorgen' })).toBeTruthy();
    fireEvent.click(removeButton(kit));
    expect(storedIds()).toEqual([]);
    expect(screen.queryByText('I varukorgen')).toBeNull();
    await waitFor(() => expect(addButton(kit)).toBeTruthy());
  });

  it('shows the stored cart only after hydration, so server and browser HTML agree', async () => {
    const kits = testKitRecords(2);
    sessionStorage.setItem(KIT_CART_STORAGE_KEY, JSON.stringify([kits[1]]));
    const html = renderToString(withSite(<Catalogue kits={kits} />));
    expect(html).not.toContain('I varukorgen');
    expect(html).toContain('0 produkter i varukorgen');

    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, withSite(<Catalogue kits={kits} />)));
    await waitFor(() => expect(removeButton(kits[1] as KitRecord)).toBeTruthy());
    expect(screen.getByRole('heading', { name: '1 produkt i varukorgen' })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('cannot add to a full cart, whose list says why; removing makes room', async () => {
    const full = testKitRecords(KIT_CART_MAX);
    sessionStorage.setItem(KIT_CART_STORAGE_KEY, JSON.stringify(full));
    const extra = testKitRecord({ kitId: 'extra', name: 'Cykelhållare' });
    renderWithSite(<Catalogue kits={[extra, full[0] as KitRecord]} />);
    await waitFor(() => expect((addButton(extra) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toBe(
      'Varukorgen rymmer högst 50 produkter. Ta bort en produkt för att lägga till en ny.',
    );
    fireEvent.click(removeButton(full[0] as KitRecord));
    expect((addButton(extra) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('KitDetailDialog', () => {
  it('shows the kit: pictures, facts, categories, seller, campaign label, price and parts', async () => {
    const kit = testKitRecord({ action: 'Kampanj' });
    renderWithSite(<Catalogue kits={[kit]} />);
    fireEvent.click(screen.getByRole('button', { name: kit.name }));
    const dialog = within(await screen.findByRole('dialog', { name: kit.name }));
    expect(dialog.getByText('VOL48406957')).toBeTruthy();
    expect(dialog.getByText('9521-2026')).toBeTruthy();
    expect(dialog.getByText('Skydd och komfort › Golvmattor › Gummimattor')).toBeTruthy();
    expect(dialog.getByText('Car Store Umeå')).toBeTruthy();
    expect(dialog.getAllByText('Kampanj')).toHaveLength(1);
    expect(plain(dialog.getByText(/kr$/).textContent)).toBe('Pris: 1 290 kr');
    expect(dialog.getByText(kit.description as string)).toBeTruthy();
    const rows = within(dialog.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ArtikelnummerBenämningAntal',
      'VOL38525709Gummimattor, sats om 41',
      'VOL18097269Clips4',
    ]);

    const large = () => dialog.getByRole('img', { name: kit.name }).getAttribute('src') ?? '';
    expect(large()).toContain('floor-mats.jpg');
    const second = dialog.getByRole('button', { name: 'Visa bild 2 av 2' });
    expect(second.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(second);
    expect(large()).toContain('cargo-liner.jpg');
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });

  it('adds to and removes from the cart the cards and cart list share', async () => {
    const kit = testKitRecord();
    renderWithSite(<Catalogue kits={[kit]} />);
    fireEvent.click(screen.getByRole('button', { name: kit.name }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: `Lägg i varukorgen: ${kit.name}` }));
    expect(storedIds()).toEqual([kit.kitId]);
    expect(dialog.getByRole('button', { name: `Ta bort ur varukorgen: ${kit.name}` })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeButton(kit)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 produkt i varukorgen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: kit.name }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: `Ta bort ur varukorgen: ${kit.name}`,
      }),
    );
    expect(storedIds()).toEqual([]);
  });
});
