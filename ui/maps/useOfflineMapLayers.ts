/**
 * The offline map's layers for a pin, the same on the server and while the browser hydrates: the server
 * draws them, the browser reads them back from the SVG the page's HTML carries (matched by the pin, since
 * a client-side navigation briefly keeps the previous page's map in the document). A map the HTML did not
 * carry (a client-side navigation to a dealer page) is drawn in the browser once its code has loaded.
 */
import { useEffect, useState } from 'react';
import type { OfflineMapLayers } from './offlineMapLayers';
import { drawOnServer } from '#maps/serverDrawing';
import type { Coordinates } from './siteCoordinates';

/** The attributes that carry the layers in the markup OfflineMap renders. */
export const PIN_ATTRIBUTE = 'data-pin';
export const LAYER_ATTRIBUTE = 'data-layer';

export const pinKey = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`;

function layersInDocument(svgId: string, pin: Coordinates): OfflineMapLayers | undefined {
  if (typeof document === 'undefined') return undefined;
  const svg = document.getElementById(svgId);
  if (!svg || svg.getAttribute(PIN_ATTRIBUTE) !== pinKey(pin)) return undefined;
  const layer = (name: Exclude<keyof OfflineMapLayers, 'pin'>) =>
    svg.querySelector(`[${LAYER_ATTRIBUTE}="${name}"]`)?.getAttribute('d') ?? '';
  const point = svg.querySelector(`[${LAYER_ATTRIBUTE}="pin"]`);
  return {
    land: layer('land'),
    country: layer('country'),
    region: layer('region'),
    regions: layer('regions'),
    borders: layer('borders'),
    pin: { x: Number(point?.getAttribute('data-x')), y: Number(point?.getAttribute('data-y')) },
  };
}

interface Drawn {
  key: string;
  layers: OfflineMapLayers | undefined;
}

export function useOfflineMapLayers(pin: Coordinates, svgId: string): OfflineMapLayers | undefined {
  const key = pinKey(pin);
  const [drawn, setDrawn] = useState<Drawn>(() => ({
    key,
    layers: drawOnServer(pin) ?? layersInDocument(svgId, pin),
  }));
  const current = drawn.key === key ? drawn.layers : undefined;
  const { latitude, longitude } = pin;

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    void import('./offlineMapLayers').then(({ offlineMapLayers }) => {
      if (!cancelled) setDrawn({ key, layers: offlineMapLayers({ latitude, longitude }) });
    });
    return () => {
      cancelled = true;
    };
  }, [current, key, latitude, longitude]);

  return current;
}
