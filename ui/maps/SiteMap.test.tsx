// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { GOOGLE_MAPS_SCRIPT_URL } from './loadGoogleMaps';
import { SiteMap, type SiteMapProps } from './SiteMap';

const OSLO: SiteMapProps = {
  latitude: 59.9139,
  longitude: 10.7522,
  zoom: 12,
  label: 'Car Store Oslo',
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
