/**
 * The browser's side of `#maps/serverDrawing` (serverDrawing.ts): no drawing at render time, so the
 * outlines and d3-geo stay out of the page's bundle.
 */
import type { OfflineMapLayers } from './offlineMapLayers';

export const drawOnServer = (): OfflineMapLayers | undefined => undefined;
