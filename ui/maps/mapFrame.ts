/**
 * The offline map's frame in SVG units, apart from the drawing (offlineMapLayers.ts) so the component
 * that lays out the picture does not pull the outlines into the browser's bundle.
 */
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 400;
