// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingAtServices,
  bookingAtWorkshop,
  chosenServices,
  demoOfferings,
  solnaWorkshop,
  stubMechmateFetch,
  volvo,
} from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { removeUserActivation, stubUserActivation } from '../../tests/fixtures/userActivation';
import {
  BOOKING_STEP_EVENT,
  type BookingStore,
  bookingConfirmed,
  bookingTotal,
  continueFromServices,
  formatKronor,
  INITIAL_BOOKING_STORE,
} from '../../ui';
import type { ServiceBookingFields } from './fields.generated';
import ServiceBooking from './ServiceBooking';

const fields: ServiceBookingFields = {
  Title: { value: 'Boka service' },
  AuthorizedBrands: { value: 'Volvo\nKia' },
  SupportEmail: { value: 'verkstad@example.se' },
};

function renderPage(booking: BookingStore = INITIAL_BOOKING_STORE) {
  return renderBookingPart(
    () => (
      <ServiceBooking
        fields={fields}
        data={{}}
        params={{}}
        rendering={{ uid: 'sb', componentName: 'ServiceBooking' }}
      />
    ),
    { booking },
  );
}

const stepEvents = () =>
  (window.dataLayer ?? []).filter(
    (event): event is { step: number } =>
      typeof event === 'object' && event !== null && 'event' in event && event.event === BOOKING_STEP_EVENT,
  );
/** The header's answer (authorised workshops for the car's brand) has arrived. */
const headerSettled = () => screen.findByRole('heading', { level: 1, name: /auktoriserad Volvo-verkstad/ });

const currentStep = () => {
  const step = document.querySelector('li[aria-current="step"]');
  if (!(step instanceof HTMLElement)) throw new Error('no step shown');
  return step;
};

beforeEach(() => {
  stubMechmateFetch((url) => {
    if (url.pathname.startsWith('/api/mechmate/services/')) return demoOfferings('service', volvo);
    if (url.pathname.startsWith('/api/mechmate/authorized-workshop/'))
      return Response.json({ hasBrand: true });
    return Response.json({}, { status: 404 });
  });
});

afterEach(() => {
  removeUserActivation();
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('the service booking page', () => {
  it('starts at step 1 of 5 with the later steps as muted rows and an empty summary', () => {
    renderPage();
    expect(within(currentStep()).getByText('Steg 1/5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Registreringsnummer och ort' })).toBeTruthy();
    for (const title of ['Välj tjänster', 'Dina tillval', 'Välj verkstad och tid']) {
      const row = screen.getByRole('heading', { level: 2, name: title });
      expect(within(row).queryByRole('button')).toBeNull();
    }
    const summary = screen.getByRole('complementary', { name: 'Summering av val' });
    expect(within(summary).getByText('Dina val visas här när du har angett bil och ort.')).toBeTruthy();
    expect(within(summary).getByTestId('booking-total').textContent).toBe(formatKronor(0));
    expect(stepEvents()).toEqual([{ event: BOOKING_STEP_EVENT, step: 1 }]);
  });

  it('collapses a done step into a row with its choice and a check, and goes back to it when clicked', async () => {
    const { booking } = renderPage(bookingAtServices(volvo));
    await headerSettled();
    expect(within(currentStep()).getByText('Steg 2/4')).toBeTruthy();
    const row = screen.getByRole('button', { name: /Registreringsnummer och ort, Klart.*ABC123 · Göteborg/ });
    fireEvent.click(row);
    expect(booking().displayState).toBe(1);
    expect(within(currentStep()).getByText('Steg 1/4')).toBeTruthy();
    // Step 2 was reached: its row goes forward again, without a check (no service chosen).
    const services = screen.getByRole('button', { name: /^Välj tjänster/ });
    expect(services.textContent).not.toContain('Klart');
    fireEvent.click(services);
    expect(booking().displayState).toBe(2);
    expect(await within(currentStep()).findByText('Originalservice')).toBeTruthy();
  });

  it('moves focus to a step the visitor goes to, but not to the step a reload resumes', async () => {
    renderPage(bookingAtServices(volvo));
    await headerSettled();
    expect(document.activeElement).toBe(document.body);
    stubUserActivation(true);
    const row = screen.getByRole('button', { name: /Registreringsnummer och ort/ });
    fireEvent.click(row);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Registreringsnummer och ort' }),
    );
  });

  it('tracks each step once, and only the step shown after a reload', async () => {
    const { setBooking } = renderPage(bookingAtWorkshop());
    expect(stepEvents().map((event) => event.step)).toEqual([4]);
    act(() => setBooking({ ...bookingAtWorkshop(), displayState: 2 }));
    act(() => setBooking(bookingAtWorkshop()));
    expect(stepEvents().map((event) => event.step)).toEqual([4, 2]);
    await headerSettled();
    expect(await screen.findByText('Vi kunde inte hämta några lediga tider just nu.')).toBeTruthy();
  });

  it('sums the chosen services in the summary, with a unit item as price × units', async () => {
    renderPage(bookingAtWorkshop({ timeslot: '2026-06-04T10:00:00', isFullDay: false }));
    await headerSettled();
    const summary = screen.getByRole('complementary', { name: 'Summering av val' });
    expect(within(summary).getByText('ABC123')).toBeTruthy();
    expect(within(summary).getByText(solnaWorkshop.siteName)).toBeTruthy();
    expect(within(summary).getByText('torsdag 4 juni kl. 10:00')).toBeTruthy();
    expect(within(summary).getByTestId('booking-total').textContent).toBe(
      formatKronor(bookingTotal(chosenServices)),
    );
  });

  it('opens the bottom sheet from its handle and closes it on a drag down of more than 200 px', async () => {
    // jsdom has no pointer capture; the browser's keeps the drag on the handle.
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: vi.fn(), configurable: true });
    renderPage(continueFromServices(bookingAtServices(volvo)));
    await headerSettled();
    const sheet = screen.getByRole('complementary', { name: 'Summering av val' });
    const handle = within(sheet).getByRole('button', { name: 'Visa summering' });
    fireEvent.click(handle);
    expect(sheet.dataset.open).toBe('true');
    const open = within(sheet).getByRole('button', { name: 'Stäng summering' });
    fireEvent.pointerDown(open, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(open, { clientY: 250, pointerId: 1 });
    fireEvent.pointerUp(open, { clientY: 250, pointerId: 1 });
    fireEvent.click(open);
    expect(sheet.dataset.open).toBe('true');
    fireEvent.pointerDown(open, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(open, { clientY: 320, pointerId: 1 });
    fireEvent.pointerUp(open, { clientY: 320, pointerId: 1 });
    fireEvent.click(open);
    expect(sheet.dataset.open).toBe('false');
    fireEvent.click(handle);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(sheet.dataset.open).toBe('false');
    expect(document.activeElement).toBe(handle);
  });

  it('confirms a booking with its number, the directions and a new booking that starts over', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const booked = bookingConfirmed(
      bookingAtWorkshop({ timeslot: '2026-06-04T08:00:00', isFullDay: true }),
      'B-1001',
    );
    const { booking } = renderPage(booked);
    expect(screen.getByRole('heading', { level: 1, name: 'Bokning bekräftad' })).toBeTruthy();
    expect(screen.getByTestId('booking-id').textContent).toBe('B-1001');
    expect(screen.getByRole('link', { name: /Vägbeskrivning/ }).getAttribute('href')).toContain(
      encodeURIComponent(solnaWorkshop.siteName).replace(/%20/g, '+'),
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ny bokning' }));
    expect(booking()).toEqual(INITIAL_BOOKING_STORE);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('tells a visitor without JavaScript that the booking needs it, with the support address', () => {
    renderPage();
    expect(screen.getByRole('note', { hidden: true }).textContent).toContain('verkstad@example.se');
  });
});
