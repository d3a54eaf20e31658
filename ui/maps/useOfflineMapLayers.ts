/**
 * The offline map's layers for its pins, the same on the server and while the browser hydrates: the
 * server draws them, the browser reads them back from the SVG the page's HTML carries (matched by the
 * pins, since a client-side navigation briefly keeps the previous page's map in the document). A map the
 * HTML did not carry (a client-side navigation to a dealer page, the booking's workshops, which only the
 * browser knows) is drawn in the browser once the drawing's code has loaded; from then on a change of
 * pins is drawn at once, so a list that grows or a pin looked at never blanks the map.
 */
import { useEffect, useState } from 'react';
import type { OfflineMapFrame, MapPoint, offlineMapLayers } from './offlineMapLayers';
import { drawOnServer } from '#maps/serverDrawing';
import type { Coordinates } from './siteCoordinates';

/** The attributes that carry the layers in the markup OfflineMap renders. */
export const PIN_ATTRIBUTE = 'data-pin';
export const LAYER_ATTRIBUTE = 'data-layer';
export const PIN_INDEX_ATTRIBUTE = 'data-index';

/** The frame of the pin at `focus` with every pin's point in it (null outside the frame). */
export type OfflineMapPicture = OfflineMapFrame & { pins: (MapPoint | null)[] };

type Drawing = typeof offlineMapLayers;

/** The drawing once the browser has loaded it (shared by every map on the page). */
let browserDrawing: Drawing | undefined;

const pinKey = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`;

/** The pins a drawing is for, as the SVG carries it: the focus's index, then every pin. */
export const mapKey = (pins: readonly Coordinates[], focus: number) =>
  `${focus}:${pins.map(pinKey).join(' ')}`;

function draw(
  pins: readonly Coordinates[],
  focus: number,
  drawing: Drawing | undefined,
): OfflineMapPicture | undefined {
  const at = pins[focus];
  if (!at) return undefined;
  return drawOnServer(at, pins) ?? drawing?.(at, pins);
}

function layersInDocument(svgId: string, key: string, count: number): OfflineMapPicture | undefined {
  if (typeof document === 'undefined') return undefined;
  const svg = document.getElementById(svgId);
  if (!svg || svg.getAttribute(PIN_ATTRIBUTE) !== key) return undefined;
  const layer = (name: keyof OfflineMapFrame) =>
    svg.querySelector(`[${LAYER_ATTRIBUTE}="${name}"]`)?.getAttribute('d') ?? '';
  const point = (index: number): MapPoint | null => {
    const pin = svg.querySelector(`[${LAYER_ATTRIBUTE}="pin"][${PIN_INDEX_ATTRIBUTE}="${index}"]`);
    return pin ? { x: Number(pin.getAttribute('data-x')), y: Number(pin.getAttribute('data-y')) } : null;
  };
  return {
    land: layer('land'),
    country: layer('country'),
    region: layer('region'),
    regions: layer('regions'),
    borders: layer('borders'),
    pins: Array.from({ length: count }, (_, index) => point(index)),
  };
}

interface Drawn {
  key: string;
  drawing: Drawing | undefined;
  layers: OfflineMapPicture | undefined;
}

export function useOfflineMapLayers(
  pins: readonly Coordinates[],
  focus: number,
  svgId: string,
): OfflineMapPicture | undefined {
  const key = mapKey(pins, focus);
  const [drawing, setDrawing] = useState(() => browserDrawing);
  const [drawn, setDrawn] = useState<Drawn>(() => ({
    key,
    drawing,
    layers: draw(pins, focus, drawing) ?? layersInDocument(svgId, key, pins.length),
  }));
  if (drawn.key !== key || drawn.drawing !== drawing) {
    // Other pins, or the drawing just loaded: draw now rather than show an empty frame for a render.
    setDrawn({ key, drawing, layers: draw(pins, focus, drawing) });
  }
  const current = drawn.key === key ? drawn.layers : undefined;

  useEffect(() => {
    if (current || drawing) return;
    let cancelled = false;
    void import('./offlineMapLayers').then(({ offlineMapLayers }) => {
      browserDrawing = offlineMapLayers;
      if (!cancelled) setDrawing(() => offlineMapLayers);
    });
    return () => {
      cancelled = true;
    };
  }, [current, drawing]);

  return current;
}
