/**
 * The offline map's drawing where it may run at render time: on the server only. Imported as
 * `#maps/serverDrawing` (package.json `imports`), whose `browser` condition resolves to
 * serverDrawing.browser.ts instead, so the browser's bundle never holds the outlines and d3-geo; a browser
 * gets the drawing from the page's HTML (useOfflineMapLayers.ts). `typeof window` keeps a DOM test double
 * of the browser (jsdom) on the browser's side.
 */
import { offlineMapLayers, type OfflineMapLayers } from './offlineMapLayers';
import type { Coordinates } from './siteCoordinates';

export function drawOnServer(focus: Coordinates, pins: readonly Coordinates[]): OfflineMapLayers | undefined {
  if (typeof window === 'undefined') return offlineMapLayers(focus, pins);
  return undefined;
}
