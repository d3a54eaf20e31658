// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { GOOGLE_MAPS_SCRIPT_URL, MAPS_POLL_MS, MAPS_WAIT_MS } from './loadGoogleMaps';
import { SiteMap, type SiteMapProps } from './SiteMap';

const OSLO: SiteMapProps = {
  pins: [{ id: 'oslo', latitude: 59.9139, longitude: 10.7522, label: 'Car Store Oslo' }],
  zoom: 12,
  title: 'Kart: Car Store Oslo',
  openInMapsLabel: 'Åpne i kart',
};

type Globals = { google?: unknown; __siteMapReady?: () => void; gm_authFailure?: () => void };
const page = () => window as unknown as Globals;
const mapsScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src^="${GOOGLE_MAPS_SCRIPT_URL}"]`);

/** An IntersectionObserver the test scrolls by hand. */
let scrollIntoView: () => void;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        scrollIntoView = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  mapsScript()?.remove();
  delete page().google;
});

describe('SiteMap without a maps key', () => {
  it('shows the offline map named by its title, with the pin and the label, and no script', async () => {
    renderWithSite(<SiteMap {...OSLO} />);
    const map = screen.getByRole('img', { name: 'Kart: Car Store Oslo' });
    await waitFor(() => expect(map.querySelector('[data-layer="pin"]')).not.toBeNull());
    expect(map.querySelector('[data-layer="country"]')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByText('Car Store Oslo')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('links to the pin on a public maps service in a new tab', async () => {
    renderWithSite(<SiteMap {...OSLO} />);
    await screen.findByText('Car Store Oslo');
    const link = screen.getByRole('link', { name: 'Åpne i kart' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=59.9139%2C10.7522',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('hydrates the server-drawn map from the page without drawing it again', async () => {
    // The server's HTML carries the drawing; the browser reads it back instead of loading the outlines.
    vi.stubGlobal('window', undefined);
    const html = renderToString(withSite(<SiteMap {...OSLO} />));
    vi.unstubAllGlobals();
    expect(html).toContain('data-layer="pin"');
    expect(html).not.toContain('<script');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverPath = container.querySelector('[data-layer="land"]')?.getAttribute('d');
    const { hydrateRoot } = await import('react-dom/client');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, withSite(<SiteMap {...OSLO} />));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-layer="land"]')?.getAttribute('d')).toBe(serverPath);
    container.remove();
  });
});

describe('SiteMap with a maps key', () => {
  it('requests the provider script with the key only once the map nears the view, and shows its map', async () => {
    const Map = vi.fn();
    const Marker = vi.fn();
    renderWithSite(<SiteMap {...OSLO} mapsKey="test-key-0123456789abcdef" />);
    expect(mapsScript()).toBeNull();
    act(() => scrollIntoView());
    const script = mapsScript();
    expect(new URL(script?.src ?? '').searchParams.get('key')).toBe('test-key-0123456789abcdef');
    page().google = { maps: { Map, Marker } };
    await act(async () => page().__siteMapReady?.());
    expect(Map).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ center: { lat: 59.9139, lng: 10.7522 }, zoom: 12 }),
    );
    expect(Marker).toHaveBeenCalledWith(expect.objectContaining({ title: 'Car Store Oslo' }));
    expect(document.querySelector('[data-status="ready"]')).not.toBeNull();
  });

  it('keeps the offline map when the script fails to load', async () => {
    renderWithSite(<SiteMap {...OSLO} mapsKey="other-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    const script = mapsScript();
    expect(script).not.toBeNull();
    await act(async () => {
      if (script) fireEvent.error(script);
    });
    expect(document.querySelector('[data-status]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kart: Car Store Oslo' })).toBeTruthy();
  });
});

/** Four workshops, none selected, without a failure text. */
const PLAIN_WORKSHOPS: SiteMapProps = {
  pins: [
    { id: 'gbg', latitude: 57.7089, longitude: 11.9746, label: 'Verkstad Göteborg' },
    { id: 'boras', latitude: 57.721, longitude: 12.9401, label: 'Verkstad Borås' },
    { id: 'sydney', latitude: -33.87, longitude: 151.21, label: 'Verkstad Sydney' },
    { id: 'malmo', latitude: 55.605, longitude: 13.0038, label: 'Verkstad Malmö' },
  ],
  zoom: 15,
  title: 'Karta över Verkstad Borås',
  openInMapsLabel: 'Öppna i kartor',
};
const WORKSHOPS: SiteMapProps = {
  ...PLAIN_WORKSHOPS,
  selectedId: 'boras',
  failureText: 'Failed to load Google Maps API',
};

const drawnPins = async () => {
  const map = screen.getByRole('img', { name: WORKSHOPS.title });
  await waitFor(() => expect(map.querySelector('[data-layer="pin"]')).not.toBeNull());
  return [...map.querySelectorAll('[data-layer="pin"]')];
};

describe('SiteMap with several pins', () => {
  it('draws every pin in the frame, the selected one larger and labelled, and links to the selected one', async () => {
    renderWithSite(<SiteMap {...WORKSHOPS} />);
    const pins = await drawnPins();
    // Sydney is outside the frame around Borås; the selected pin is drawn last, over the others.
    expect(pins.map((pin) => [pin.getAttribute('data-index'), pin.getAttribute('data-focus')])).toEqual([
      ['0', 'false'],
      ['3', 'false'],
      ['1', 'true'],
    ]);
    expect(pins[0]?.getAttribute('transform')).toMatch(/scale\(0\.7\)$/);
    expect(pins[2]?.getAttribute('transform')).not.toMatch(/scale/);
    expect(screen.getByText('Verkstad Borås')).toBeTruthy();
    expect(screen.queryByText('Verkstad Göteborg')).toBeNull();
    expect(screen.getByRole('link', { name: 'Öppna i kartor' }).getAttribute('href')).toContain(
      'query=57.721%2C12.9401',
    );
  });

  it('frames the first pin and labels it when none is selected', async () => {
    renderWithSite(<SiteMap {...PLAIN_WORKSHOPS} />);
    const pins = await drawnPins();
    expect(pins.at(-1)?.getAttribute('data-index')).toBe('0');
    expect(screen.getByText('Verkstad Göteborg')).toBeTruthy();
  });

  it('draws decorative pins, no buttons, without onPinClick', async () => {
    renderWithSite(<SiteMap {...WORKSHOPS} />);
    await drawnPins();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("makes every pin in the frame a button named by its label, in the pins' order, that reports its id", async () => {
    const onPinClick = vi.fn();
    renderWithSite(<SiteMap {...WORKSHOPS} onPinClick={onPinClick} />);
    await drawnPins();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Verkstad Göteborg',
      'Verkstad Borås',
      'Verkstad Malmö',
    ]);
    expect(screen.getByRole('button', { name: 'Verkstad Borås' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Verkstad Malmö' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Verkstad Malmö' }));
    expect(onPinClick).toHaveBeenCalledWith('malmo');
  });

  it('lets the keyboard reach a pin: real buttons in the tab order', async () => {
    const onPinClick = vi.fn();
    renderWithSite(<SiteMap {...WORKSHOPS} onPinClick={onPinClick} />);
    await drawnPins();
    const goteborg = screen.getByRole('button', { name: 'Verkstad Göteborg' });
    expect(goteborg.tagName).toBe('BUTTON');
    expect(goteborg.getAttribute('type')).toBe('button');
    expect(goteborg.tabIndex).toBe(0);
    goteborg.focus();
    expect(document.activeElement).toBe(goteborg);
  });

  it('draws the other pins at once when the selection moves, without a blank map', async () => {
    const { rerender } = renderWithSite(<SiteMap {...WORKSHOPS} />);
    await drawnPins();
    rerender(withSite(<SiteMap {...WORKSHOPS} selectedId="malmo" title="Karta över Verkstad Malmö" />));
    const map = screen.getByRole('img', { name: 'Karta över Verkstad Malmö' });
    expect(map.querySelector('[data-focus="true"]')?.getAttribute('data-index')).toBe('3');
    expect(screen.getByText('Verkstad Malmö')).toBeTruthy();
  });
});

/** A test double of the few `google.maps` classes the map uses, recording what the map made. */
function fakeGoogleMaps() {
  const made = {
    maps: [] as { options: unknown; fitted: unknown[]; zoom: number; idle?: () => void }[],
    markers: [] as { options: { title: string; zIndex?: number }; shown: boolean; click?: () => void }[],
  };
  class Map {
    record: (typeof made.maps)[number];
    constructor(_element: HTMLElement, options: { zoom: number }) {
      this.record = { options, fitted: [], zoom: options.zoom };
      made.maps.push(this.record);
    }
    fitBounds(bounds: unknown) {
      this.record.fitted.push(bounds);
      this.record.zoom = 19;
    }
    getZoom() {
      return this.record.zoom;
    }
    setZoom(zoom: number) {
      this.record.zoom = zoom;
    }
    setCenter() {}
  }
  class Marker {
    record: (typeof made.markers)[number];
    constructor(options: { title: string; zIndex?: number }) {
      this.record = { options, shown: true };
      made.markers.push(this.record);
    }
    setMap(map: unknown) {
      this.record.shown = map !== null;
    }
    addListener(_event: string, handler: () => void) {
      this.record.click = handler;
      return { remove: () => undefined };
    }
  }
  class LatLngBounds {
    points: unknown[] = [];
    extend(point: unknown) {
      this.points.push(point);
      return this;
    }
  }
  const event = {
    addListenerOnce: (map: Map, _event: string, handler: () => void) => {
      map.record.idle = handler;
      return { remove: () => undefined };
    },
  };
  return { api: { Map, Marker, LatLngBounds, event }, made };
}

describe('SiteMap with several pins and a maps key', () => {
  it('puts a marker per pin, the selected one on top, fits them in view no closer than zoom 15, and reports marker clicks', async () => {
    const { api, made } = fakeGoogleMaps();
    const onPinClick = vi.fn();
    renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="pins-key-0123456789abcdef" onPinClick={onPinClick} />);
    await drawnPins();
    act(() => scrollIntoView());
    page().google = { maps: api };
    await act(async () => page().__siteMapReady?.());
    expect(made.maps).toHaveLength(1);
    expect(made.markers.map(({ options }) => [options.title, options.zIndex])).toEqual([
      ['Verkstad Göteborg', 0],
      ['Verkstad Borås', 4],
      ['Verkstad Sydney', 2],
      ['Verkstad Malmö', 3],
    ]);
    const [map] = made.maps;
    expect(map?.fitted).toHaveLength(1);
    act(() => map?.idle?.());
    expect(map?.zoom).toBe(15);
    act(() => made.markers[3]?.click?.());
    expect(onPinClick).toHaveBeenCalledWith('malmo');
    // Under the provider's map the offline pins are no longer buttons.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('keeps one map and moves the markers when another pin is selected', async () => {
    const { api, made } = fakeGoogleMaps();
    const { rerender } = renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="move-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    page().google = { maps: api };
    await act(async () => page().__siteMapReady?.());
    rerender(withSite(<SiteMap {...WORKSHOPS} selectedId="gbg" mapsKey="move-key-0123456789abcdef" />));
    expect(made.maps).toHaveLength(1);
    expect(made.maps[0]?.fitted).toHaveLength(1);
    expect(made.markers.filter(({ shown }) => shown).map(({ options }) => options.zIndex)).toEqual([
      4, 1, 2, 3,
    ]);
  });

  it('shows the failure text under the kept offline map when the script fails to load', async () => {
    renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="failing-key-0123456789abcdef" onPinClick={vi.fn()} />);
    await drawnPins();
    expect(screen.queryByText('Failed to load Google Maps API')).toBeNull();
    act(() => scrollIntoView());
    const script = mapsScript();
    await act(async () => {
      if (script) fireEvent.error(script);
    });
    expect(screen.getByRole('status').textContent).toBe('Failed to load Google Maps API');
    expect(screen.getByRole('img', { name: WORKSHOPS.title })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    // The failed script is gone, so a later try does not load Google twice.
    expect(mapsScript()).toBeNull();
  });

  it('shows no failure text where the owner gives none', async () => {
    renderWithSite(<SiteMap {...PLAIN_WORKSHOPS} mapsKey="silent-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    const script = mapsScript();
    await act(async () => {
      if (script) fireEvent.error(script);
    });
    expect(document.querySelector('[data-status]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the offline map with the failure text when Google refuses the key after the map showed', async () => {
    const { api } = fakeGoogleMaps();
    renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="refused-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    page().google = { maps: api };
    await act(async () => page().__siteMapReady?.());
    expect(document.querySelector('[data-status="ready"]')).not.toBeNull();
    await act(async () => page().gm_authFailure?.());
    expect(document.querySelector('[data-status]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Failed to load Google Maps API');
  });

  it('gives up waiting for the provider after 10 s, looking every 100 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="slow-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    await act(async () => vi.advanceTimersByTime(MAPS_WAIT_MS - MAPS_POLL_MS));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(MAPS_POLL_MS));
    expect(screen.getByRole('status').textContent).toBe('Failed to load Google Maps API');
  });

  it('shows the map as soon as it finds the provider ready without its callback', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api, made } = fakeGoogleMaps();
    renderWithSite(<SiteMap {...WORKSHOPS} mapsKey="polled-key-0123456789abcdef" />);
    act(() => scrollIntoView());
    page().google = { maps: api };
    await act(async () => vi.advanceTimersByTime(MAPS_POLL_MS));
    expect(made.maps).toHaveLength(1);
    expect(document.querySelector('[data-status="ready"]')).not.toBeNull();
  });
});
