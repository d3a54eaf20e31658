// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MechmateStreamMessage, MechmateWorkshop } from '../../runtime';
import {
  category,
  goteborg,
  mechmateRefusal,
  offering,
  volvo,
  workshop,
} from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import {
  type BookingStore,
  INITIAL_BOOKING_STORE,
  NO_WORKSHOP_EVENT,
  selectedService,
  toggleOffering,
} from '../../ui';
import { WorkshopChooser } from './WorkshopChooser';

const oil = offering('oljeservice', { name: 'Oljeservice', price: 2000 });
const wipers = offering('torkarblad', { name: 'Torkarblad', price: 400 });

const atWorkshopStep: BookingStore = {
  ...INITIAL_BOOKING_STORE,
  car: volvo,
  location: goteborg,
  lat: goteborg.latitude,
  lng: goteborg.longitude,
  region: goteborg.region,
  milage: 4500,
  services: [selectedService(oil, 'service')],
  bookingState: 4,
  maxBookingState: 4,
  displayState: 4,
};

const at = (n: number, firstTimeSlot: string | null = null): MechmateWorkshop => ({
  ...workshop,
  departmentId: `d${n}`,
  siteName: `Verkstad ${n}`,
  address: `Verkstadsgatan ${n}, Göteborg`,
  firstTimeSlot,
});

/** A workshop stream the test feeds message by message, as the route sends them. */
interface OpenStream {
  url: string;
  send: (...messages: MechmateStreamMessage[]) => Promise<void>;
  close: () => Promise<void>;
}

let streams: OpenStream[];
let prices: (url: string) => Response;
const fetchMock = vi.fn<typeof fetch>();

function openStream(url: string): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  streams.push({
    url,
    send: async (...messages) => {
      for (const message of messages)
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`));
      await settle();
    },
    close: async () => {
      controller.close();
      await settle();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() => {
  streams = [];
  prices = () =>
    Response.json({ offers: [{ code: 'oljeservice', price: 2240, priceKnown: true, priceDiscount: 1904 }] });
  window.dataLayer = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/mechmate/departments/closestAvailable')) return openStream(url);
    if (url.startsWith('/api/mechmate/prices/')) return prices(url);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
  document.head.querySelector('script[src^="https://maps.googleapis.com/"]')?.remove();
});

const renderChooser = (start: BookingStore = atWorkshopStep, mapsKey?: string) =>
  renderBookingPart((props) => <WorkshopChooser {...props} {...(mapsKey ? { mapsKey } : {})} />, {
    booking: start,
  });

/** Workshop n a little farther east and north of Göteborg than workshop n - 1, so each has its own pin. */
const spread = (n: number): MechmateWorkshop => ({
  ...at(n),
  latitude: 57.7 + n * 0.05,
  longitude: 11.97 + n * 0.15,
});

const stream = (index: number) => {
  const open = streams[index];
  if (!open) throw new Error(`no stream ${index}`);
  return open;
};
const listed = () =>
  within(screen.getByRole('list', { name: 'Verkstäder nära dig' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const noWorkshopEvents = () =>
  (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === NO_WORKSHOP_EVENT);
const searching = () => screen.queryByRole('status');

describe('WorkshopChooser', () => {
  it('shows workshops as they arrive, waits for the first 5, and fetches more after the last one', async () => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(stream(0).url).toBe(
      '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=oljeservice&latitude=57.7089&longitude=11.9746',
    );
    expect(searching()?.textContent).toContain('Söker verkstäder');

    await stream(0).send(at(1), at(2), at(3));
    expect(listed()).toEqual(['Verkstad 1', 'Verkstad 2', 'Verkstad 3']);
    expect(searching()).not.toBeNull();

    await stream(0).send(at(4), at(5));
    expect(searching()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hämta fler' })).toBeNull();

    await stream(0).send(at(6), at(7), at(8), at(9));
    await stream(0).close();
    expect(listed()).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Hämta fler' }));

    await waitFor(() => expect(streams).toHaveLength(2));
    expect(new URL(stream(1).url, 'http://x').searchParams.get('cursor')).toBe('d9');
    // A workshop sent again is listed once.
    await stream(1).send(at(9), at(10), at(11));
    await stream(1).close();
    expect(listed()).toEqual([...Array.from({ length: 11 }, (_, index) => `Verkstad ${index + 1}`)]);
    // Fewer than 9 in that stream: nothing after them.
    expect(screen.queryByRole('button', { name: 'Hämta fler' })).toBeNull();
    expect(noWorkshopEvents()).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Karta över Verkstad 1' })).toBeTruthy();
  });

  it('offers no more after a stream of 9 ending with {nosites}', async () => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(...Array.from({ length: 9 }, (_, index) => at(index + 1)), { nosites: true });
    expect(listed()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Hämta fler' })).toBeNull();
    expect(screen.queryByText('Vi kan ej hitta några anläggningar som passar dig')).toBeNull();
  });

  it.each<[string, (open: OpenStream) => Promise<void>]>([
    ['{nosites}', (open) => open.send({ nosites: true })],
    ['{error}', (open) => open.send({ error: 'ServerError' })],
    ['a stream that closes empty', (open) => open.close()],
  ])('shows the no-workshop text after %s and tracks it once', async (_name, end) => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await end(stream(0));
    expect(screen.getByText('Vi kan ej hitta några anläggningar som passar dig')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(searching()).toBeNull();
    expect(noWorkshopEvents()).toEqual([{ event: NO_WORKSHOP_EVENT, reason: 'no workshop available' }]);
  });

  it('shows the no-workshop text when the route refuses the search', async () => {
    fetchMock.mockImplementation(async () => mechmateRefusal('InvalidRequest', 400, 'latitude'));
    renderChooser();
    expect(await screen.findByText('Vi kan ej hitta några anläggningar som passar dig')).toBeTruthy();
    expect(noWorkshopEvents()).toHaveLength(1);
  });

  it('sorts by first free time, workshops without one last, and shows the time in Swedish', async () => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(at(1, null), at(2, '2026-12-03T10:00:00'), at(3, '2026-12-01T08:00:00'));
    await stream(0).close();
    expect(listed()).toEqual(['Verkstad 1', 'Verkstad 2', 'Verkstad 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Första lediga tid' }));
    expect(listed()).toEqual(['Verkstad 3', 'Verkstad 2', 'Verkstad 1']);
    expect(screen.getByText('Första lediga tid: tis 1 dec 08:00')).toBeTruthy();
    expect(screen.getByText('Inga lediga tider just nu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Närmast' }));
    expect(listed()).toEqual(['Verkstad 1', 'Verkstad 2', 'Verkstad 3']);
  });

  it('moves the map to the workshop the visitor asks to see', async () => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(at(1), at(2));
    await stream(0).close();
    // Named by its visible text (WCAG 2.5.3), the workshop it shows read as its description.
    const show = screen.getByRole('button', { name: 'Visa på kartan', description: 'Verkstad 2' });
    expect(show.textContent).toBe('Visa på kartan');
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Karta över Verkstad 2' })).toBeTruthy();
  });

  it('picks a workshop with its prices merged into the chosen services', async () => {
    const { booking } = renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(at(1), at(2));
    await stream(0).close();
    fireEvent.click(screen.getByRole('button', { name: 'Välj Verkstad 2' }));
    await waitFor(() => expect(booking().bookingInfo.location?.departmentId).toBe('d2'));
    const priceUrl = String(fetchMock.mock.calls.find(([url]) => String(url).includes('/prices/'))?.[0]);
    expect(priceUrl).toBe('/api/mechmate/prices/ABC123/4500/d2?serviceOfferings=oljeservice');
    expect(booking().services[0]).toMatchObject({
      code: 'oljeservice',
      price: 2240,
      priceDiscount: 1904,
    });
  });

  it('picks the workshop with the prices unchanged when the price call fails, asking with mileage 0 when none was typed', async () => {
    prices = () => mechmateRefusal('ServerError', 502, '');
    const { booking } = renderChooser({ ...atWorkshopStep, milage: null });
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(at(1));
    await stream(0).close();
    fireEvent.click(screen.getByRole('button', { name: 'Välj Verkstad 1' }));
    await waitFor(() => expect(booking().bookingInfo.location?.departmentId).toBe('d1'));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/mechmate/prices/ABC123/0/d1')),
    ).toBe(true);
    expect(booking().services[0]).toMatchObject({ price: 2000 });
  });

  it('starts the search over with an empty list when the services change, aborting the old stream', async () => {
    const { booking, setBooking } = renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(at(1), at(2));
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    act(() => setBooking(toggleOffering(booking(), wipers, category('Tillval', [wipers]), 'addon')));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(firstSignal?.aborted).toBe(true);
    expect(new URL(stream(1).url, 'http://x').searchParams.get('serviceOfferings')).toBe(
      'oljeservice,torkarblad',
    );
    expect(screen.queryByRole('list')).toBeNull();
    await stream(1).send(at(7));
    expect(listed()).toEqual(['Verkstad 7']);
  });

  it('puts a pin on the map for every listed workshop, the one looked at labelled', async () => {
    renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(spread(1), spread(2), spread(3));
    await stream(0).close();
    const map = screen.getByRole('img', { name: 'Karta över Verkstad 1' });
    await waitFor(() => expect(map.querySelectorAll('[data-layer="pin"]')).toHaveLength(3));
    expect(map.querySelector('[data-focus="true"]')?.getAttribute('data-index')).toBe('0');
    for (const name of ['Verkstad 2', 'Verkstad 3'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Verkstad 1' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a workshop whose pin is clicked, and takes the keyboard to its row to choose it', async () => {
    const { booking } = renderChooser();
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(spread(1), spread(2), spread(3));
    await stream(0).close();
    fireEvent.click(await screen.findByRole('button', { name: 'Verkstad 3' }));
    expect(screen.getByRole('img', { name: 'Karta över Verkstad 3' })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Visa på kartan', description: 'Verkstad 3' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Verkstad 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Välj Verkstad 3' }));
    // Looking is not choosing.
    expect(booking().bookingInfo.location).toBeNull();
  });

  it('keeps the offline map with the pins and says the maps provider failed when its script does not load', async () => {
    renderChooser(atWorkshopStep, 'booking-key-0123456789abcdef');
    await waitFor(() => expect(streams).toHaveLength(1));
    await stream(0).send(spread(1), spread(2));
    await stream(0).close();
    const script = document.head.querySelector('script[src^="https://maps.googleapis.com/"]');
    expect(script).not.toBeNull();
    await act(async () => {
      if (script) fireEvent.error(script);
    });
    expect(screen.getByText('Failed to load Google Maps API')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Verkstad 2' })).toBeTruthy();
  });
});
