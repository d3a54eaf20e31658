// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MechmateCarResponse } from '../../runtime';
import {
  bookingAtServices,
  category,
  demoOfferings,
  golf,
  mechmateRefusal,
  offering,
  stubMechmateFetch,
  volvo,
} from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { type BookingStore, INITIAL_BOOKING_STORE } from '../../ui';
import { ServicesStep } from './ServicesStep';

const SUPPORT = 'service@carstore.se';
/** A 2016 Golf without a service agreement: list prices only, and it can have its timing belt changed. */
const oldGolf: MechmateCarResponse = { ...golf, buildYear: 2016, hasServiceAgreement: false };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const renderStep = (booking: BookingStore = bookingAtServices(volvo)) =>
  renderBookingPart((props) => <ServicesStep {...props} supportEmail={SUPPORT} />, { booking });

function renderServices(car: MechmateCarResponse = volvo, booking: BookingStore = bookingAtServices(car)) {
  const fetchMock = stubMechmateFetch(() => demoOfferings('service', car));
  return { ...renderStep(booking), fetchMock };
}

const card = (name: string) => screen.getByRole('checkbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Fortsätt' }) as HTMLButtonElement;
const codes = (booking: BookingStore) => booking.services.map((service) => service.code);
const kr = (text: string) => text.replace(/\u00a0/g, ' ');
/** What a screen reader announces after a card's name: the elements of its aria-describedby, in order. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

/** Hjulskifte chosen, a mileage of 4500 typed and then replaced by `typed`. */
async function retypeMileage(typed: string) {
  const view = renderServices(volvo);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Hjulskifte' }));
  const mileage = screen.getByRole('spinbutton', { name: 'Miltal' });
  fireEvent.change(mileage, { target: { value: '4500' } });
  fireEvent.change(mileage, { target: { value: typed } });
  return { booking: view.booking, mileage };
}

describe('ServicesStep', () => {
  it('asks for the car’s services near its place, showing placeholders until they come', async () => {
    const { fetchMock } = renderServices();
    expect(screen.getByRole('status').textContent).toContain('Hämtar tjänster för din bil');
    await screen.findByRole('heading', { name: 'Service' });
    expect(screen.queryByRole('status')).toBeNull();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/mechmate/services/ABC123');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '57.7089', lng: '11.9746' });
  });

  it('lists each category under its heading with its offerings, descriptions and prices in kr', async () => {
    renderServices(oldGolf);
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(['Service', 'Reparationer', 'Däck och hjul']);
    const tyres = screen.getByRole('group', { name: 'Däck och hjul' });
    expect(within(tyres).getAllByRole('checkbox')).toHaveLength(2);
    const wheelChange = card('Hjulskifte');
    expect(kr(wheelChange.textContent ?? '')).toContain('495 kr');
    expect(wheelChange.getAttribute('aria-checked')).toBe('false');
    // The price is announced with the card, before its description.
    expect(kr(description(wheelChange))).toBe('495 kr Skifte mellan sommar- och vinterhjul.');
    expect(kr(card('Byte av torkarblad').textContent ?? '')).toContain('245 kr per blad');
    expect(
      screen.queryByText('Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.'),
    ).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows a car with a service agreement the note above the list and the discounted price in red', async () => {
    renderServices(volvo);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.');
    const firstHeading = screen.getByRole('heading', { name: 'Service' });
    expect(note.compareDocumentPosition(firstHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const oil = card('Oljeservice');
    const struck = oil.querySelector('s');
    expect(kr(struck?.textContent ?? '').trim()).toBe('Ordinarie pris: 1 495 kr');
    const discounted = within(oil).getByText(
      (_, element) => kr(element?.textContent ?? '') === 'Pris med serviceavtal: 1 265 kr',
    );
    expect(getComputedStyle(discounted).color).toBe('rgb(211, 47, 47)');
    expect(kr(description(oil))).toMatch(/^Pris med serviceavtal: 1 265 kr Ordinarie pris: 1 495 kr/);
    // AC service is not covered by the agreement: its list price only.
    expect(card('AC-service').querySelector('s')).toBeNull();
  });

  it('shows the agreement price wherever the backend sends one, as the summary and total count it', async () => {
    stubMechmateFetch(() =>
      Response.json({
        serviceOfferingCategories: [
          category('Service', [
            offering('oljeservice', { price: 1495, priceDiscount: 1265 }),
            offering('felsokning', { priceKnown: false, priceDiscount: 900 }),
          ]),
        ],
      }),
    );
    // The car's flag says no agreement; the backend's discount still is the price that is paid.
    renderStep(bookingAtServices(oldGolf));
    const oil = await screen.findByRole('checkbox', { name: 'Tjänst oljeservice' });
    expect(screen.getByRole('note').textContent).toBe(
      'Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.',
    );
    expect(kr(description(oil))).toBe('Pris med serviceavtal: 1 265 kr Ordinarie pris: 1 495 kr');
    // An unknown price has no agreement price either.
    expect(description(card('Tjänst felsokning'))).toBe('Pris saknas*');
  });

  it('says Pris saknas* for an offering without a price, with the note under the list', async () => {
    renderServices(volvo);
    const diagnosis = await screen.findByRole('checkbox', { name: 'Felsökning' });
    expect(diagnosis.textContent).toContain('Pris saknas*');
    const note = screen.getByText(
      '*Vissa priser kan bara beräknas när bokningen har kommit till verkstaden.',
    );
    const lastCard = card('Hjulinställning');
    expect(lastCard.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the no-price note out when every offering has a price', async () => {
    stubMechmateFetch(() =>
      Response.json({ serviceOfferingCategories: [category('Service', [offering('oljeservice')])] }),
    );
    renderStep();
    await screen.findByRole('checkbox', { name: 'Tjänst oljeservice' });
    expect(screen.queryByText(/Vissa priser kan bara beräknas/)).toBeNull();
  });

  it('disables an offering the car cannot have and says why', async () => {
    const { booking } = renderServices(volvo);
    const belt = await screen.findByRole('checkbox', { name: 'Byte av kamrem' });
    expect(belt.hasAttribute('disabled')).toBe(true);
    expect(belt.textContent).toContain('Byte av kamrem är inte tillgänglig för denna bilmodell');
    fireEvent.click(belt);
    expect(codes(booking())).toEqual([]);
  });

  it('asks for the number of units of a chosen unit-priced offering and keeps the one chosen', async () => {
    const { booking } = renderServices(volvo);
    const wipers = await screen.findByRole('checkbox', { name: 'Byte av torkarblad' });
    expect(screen.queryByLabelText('Antal (styck)')).toBeNull();
    fireEvent.click(wipers);
    expect(wipers.getAttribute('aria-checked')).toBe('true');
    const units = screen.getByLabelText('Antal (styck)') as HTMLSelectElement;
    expect([...units.options].map((option) => option.textContent)).toEqual(['1 st', '2 st', '3 st']);
    expect(booking().services[0]?.unit).toBe(1);
    fireEvent.change(units, { target: { value: '3' } });
    expect(booking().services[0]?.unit).toBe(3);
    expect(units.value).toBe('3');
    fireEvent.click(wipers);
    expect(codes(booking())).toEqual([]);
    expect(screen.queryByLabelText('Antal (styck)')).toBeNull();
  });

  it('asks a chosen user-input service for a message, says Ange meddelande while empty and holds Fortsätt', async () => {
    const { booking } = renderServices(volvo);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Felsökning' }));
    const message = screen.getByRole('textbox', { name: /Meddelande till verkstaden/ });
    expect(screen.getByText('Ange meddelande')).toBeTruthy();
    expect(screen.getByText('80 tecken kvar')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);

    fireEvent.change(message, { target: { value: 'Det gnisslar' } });
    expect(booking().services[0]?.userInput).toBe('Det gnisslar');
    expect(screen.queryByText('Ange meddelande')).toBeNull();
    expect(screen.getByText('68 tecken kvar')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);

    fireEvent.change(message, { target: { value: '   ' } });
    expect(screen.getByText('Ange meddelande')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    fireEvent.change(message, { target: { value: 'x'.repeat(120) } });
    expect(booking().services[0]?.userInput).toHaveLength(80);
    expect(screen.getByText('0 tecken kvar')).toBeTruthy();
  });

  it('adds originalservice while a positive mileage is typed and removes it when the field is emptied', async () => {
    const { booking } = renderServices(volvo);
    const mileage = await screen.findByRole('spinbutton', { name: 'Miltal' });
    expect(screen.queryByRole('checkbox', { name: 'Originalservice' })).toBeNull();
    expect(mileage.getAttribute('min')).toBe('0');
    expect(screen.getByText('mil')).toBeTruthy();
    expect(screen.getByText('Ange miltal')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    fireEvent.change(mileage, { target: { value: '4500' } });
    expect(codes(booking())).toEqual(['originalservice']);
    expect(booking().milage).toBe(4500);
    expect(screen.queryByText('Ange miltal')).toBeNull();
    expect(continueButton().disabled).toBe(false);

    fireEvent.change(mileage, { target: { value: '' } });
    expect(codes(booking())).toEqual([]);
    expect(booking().milage).toBeNull();
    expect(screen.getByText('Ange miltal')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it.each(['0', '000'])(
    'takes the mileage %s as none: no service, no error, Fortsätt free',
    async (typed) => {
      const { booking, mileage } = await retypeMileage(typed);
      expect(codes(booking())).toEqual(['hjulskifte']);
      expect(booking().milage).toBeNull();
      expect(mileage.getAttribute('aria-invalid')).toBe('false');
      expect(screen.queryByText(/Ange miltalet i hela mil/)).toBeNull();
      expect(screen.getByText('Ange miltal')).toBeTruthy();
      expect(continueButton().disabled).toBe(false);
    },
  );

  it.each(['-3', '12.5', '250000'])(
    'takes no service for the mileage %s and says how to write one',
    async (typed) => {
      const { booking, mileage } = await retypeMileage(typed);
      expect(codes(booking())).toEqual(['hjulskifte']);
      expect(booking().milage).toBeNull();
      expect(screen.getByText('Ange miltalet i hela mil, från 1 till 200 000')).toBeTruthy();
      expect(mileage.getAttribute('aria-invalid')).toBe('true');
      // A mileage typed wrong is not silently dropped: the visitor fixes or empties it first.
      expect(continueButton().disabled).toBe(true);
    },
  );

  it('shows the mileage a resumed booking holds', async () => {
    const resumed = { ...bookingAtServices(volvo), milage: 3200 };
    renderServices(volvo, resumed);
    const mileage = (await screen.findByRole('spinbutton', { name: 'Miltal' })) as HTMLInputElement;
    expect(mileage.value).toBe('3200');
  });

  it('enables Fortsätt with a service chosen and goes on to step 3', async () => {
    const { booking } = renderServices(volvo);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hjulskifte' }));
    expect(booking().services).toMatchObject([{ code: 'hjulskifte', type: 'service', price: 495 }]);
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(booking()).toMatchObject({ displayState: 3, bookingState: 3 });
  });

  it('says the services could not be loaded, names the support address and loads them again on retry', async () => {
    let failing = true;
    const fetchMock = stubMechmateFetch(() =>
      failing ? mechmateRefusal() : demoOfferings('service', volvo),
    );
    renderStep();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Något gick fel, vänligen försök igen senare.');
    expect(alert.textContent).toContain(`Kontakta oss på ${SUPPORT}`);
    expect(within(alert).getByRole('link', { name: SUPPORT }).getAttribute('href')).toBe(`mailto:${SUPPORT}`);
    expect(screen.queryByRole('button', { name: 'Fortsätt' })).toBeNull();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Service' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that is not JSON as a failure', async () => {
    stubMechmateFetch(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    renderStep();
    expect((await screen.findByRole('alert')).textContent).toContain('Något gick fel');
  });

  it('aborts the request when the step goes away before the answer', async () => {
    let signal: AbortSignal | undefined;
    stubMechmateFetch((_, init) => {
      signal = init?.signal ?? undefined;
      return Response.json({ serviceOfferingCategories: [] });
    });
    const { unmount } = renderStep();
    unmount();
    await act(async () => undefined);
    expect(signal?.aborted).toBe(true);
  });

  it('fails without asking when the booking has no car', () => {
    const fetchMock = stubMechmateFetch(() => demoOfferings('service', volvo));
    renderStep(INITIAL_BOOKING_STORE);
    expect(screen.getByRole('alert').textContent).toContain('Något gick fel');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
