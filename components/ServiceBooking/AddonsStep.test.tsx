// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingAtServices,
  category,
  demoOfferings,
  mechmateRefusal,
  offering,
  stubMechmateFetch,
  volvo,
} from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { type BookingStore, continueFromServices, toggleOffering } from '../../ui';
import { AddonsStep } from './AddonsStep';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const wheelChange = offering('hjulskifte', { name: 'Hjulskifte', price: 495 });

/** The booking as step 3 starts it: a wheel change chosen and step 2 left. */
const atAddons = (): BookingStore =>
  continueFromServices(
    toggleOffering(
      bookingAtServices(volvo),
      wheelChange,
      category('Däck och hjul', [wheelChange]),
      'service',
    ),
  );

function renderAddons(answer: () => Response = () => demoOfferings('addon', volvo)) {
  const fetchMock = stubMechmateFetch(answer);
  return { ...renderBookingPart((props) => <AddonsStep {...props} />, { booking: atAddons() }), fetchMock };
}

const withoutAddons = () =>
  screen.getByRole('button', { name: 'Fortsätt utan tillval' }) as HTMLButtonElement;
const withAddons = () => screen.getByRole('button', { name: 'Fortsätt' }) as HTMLButtonElement;
const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent?.split(/\d/)[0]);

describe('AddonsStep', () => {
  it('asks for the car’s add-ons near its place and lists them under their categories', async () => {
    const { fetchMock } = renderAddons();
    expect(screen.getByRole('status').textContent).toContain('Hämtar tillval');
    const cleaning = await screen.findByRole('radiogroup', { name: 'Rekond' });
    expect(within(cleaning).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Tillbehör' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Lackskydd' }).textContent).toContain('Pris saknas*');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/mechmate/addons/ABC123');
  });

  it('keeps one add-on per radio-like category, and a second click on the chosen one deselects it', async () => {
    const { booking } = renderAddons();
    const cleaning = await screen.findByRole('radiogroup', { name: 'Rekond' });
    fireEvent.click(within(cleaning).getByRole('radio', { name: 'Utvändig tvätt' }));
    expect(checked(cleaning)).toEqual(['Utvändig tvätt']);
    fireEvent.click(within(cleaning).getByRole('radio', { name: 'Helrekond' }));
    expect(checked(cleaning)).toEqual(['Helrekond']);
    expect(booking().services.map(({ code, type }) => [code, type])).toEqual([
      ['hjulskifte', 'service'],
      ['rekond-hel', 'addon'],
    ]);
    fireEvent.click(within(cleaning).getByRole('radio', { name: 'Helrekond' }));
    expect(checked(cleaning)).toEqual([]);
    expect(booking().services.map(({ code }) => code)).toEqual(['hjulskifte']);
  });

  it('asks a chosen loan car for its days', async () => {
    const { booking } = renderAddons();
    fireEvent.click(await screen.findByRole('radio', { name: 'Lånebil' }));
    fireEvent.change(screen.getByLabelText('Antal (dag)'), { target: { value: '4' } });
    expect(booking().services.find(({ code }) => code === 'lanebil')?.unit).toBe(4);
  });

  it('goes on without add-ons while none is chosen', async () => {
    const { booking } = renderAddons();
    await screen.findByRole('radiogroup', { name: 'Rekond' });
    expect(withoutAddons().disabled).toBe(false);
    expect(withAddons().disabled).toBe(true);
    fireEvent.click(withoutAddons());
    expect(booking()).toMatchObject({ displayState: 4, bookingInfo: { addons: false } });
  });

  it('goes on with the chosen add-ons once one is chosen', async () => {
    const { booking } = renderAddons();
    fireEvent.click(await screen.findByRole('radio', { name: 'Invändig rengöring' }));
    expect(withoutAddons().disabled).toBe(true);
    expect(withAddons().disabled).toBe(false);
    fireEvent.click(withAddons());
    expect(booking()).toMatchObject({ displayState: 4, bookingInfo: { addons: true } });
  });

  it('holds Fortsätt while a chosen add-on waits for its message', async () => {
    const engraving = offering('gravyr', { name: 'Gravyr', allowUserInput: true, category: 'Tillbehör' });
    renderAddons(() => Response.json({ serviceOfferingCategories: [category('Tillbehör', [engraving])] }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gravyr' }));
    expect(screen.getByText('Ange meddelande')).toBeTruthy();
    expect(withAddons().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Meddelande till verkstaden/ }), {
      target: { value: 'ABC 123' },
    });
    expect(withAddons().disabled).toBe(false);
  });

  it.each([
    ['the add-ons cannot be loaded', () => mechmateRefusal()],
    ['no add-on is offered', () => Response.json({ serviceOfferingCategories: [] })],
    ['every category is empty', () => Response.json({ serviceOfferingCategories: [category('Rekond', [])] })],
  ])('shows step 4 directly when %s', async (_, answer) => {
    const { booking } = renderAddons(answer);
    await waitFor(() => expect(booking()).toMatchObject({ displayState: 4, bookingInfo: { addons: false } }));
    expect(booking().services.map(({ code }) => code)).toEqual(['hjulskifte']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
