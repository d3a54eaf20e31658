/**
 * The offline map's drawing where it may run at render time: on the server only. Next.js inlines
 * `typeof window` per bundle, so the browser's bundle drops the outlines and d3-geo from here, and a
 * browser gets the drawing from the page's HTML (useOfflineMapLayers.ts).
 */
import { offlineMapLayers, type OfflineMapLayers } from './offlineMapLayers';
import type { Coordinates } from './siteCoordinates';

export function drawOnServer(pin: Coordinates): OfflineMapLayers | undefined {
  if (typeof window === 'undefined') return offlineMapLayers(pin);
  return undefined;
}
