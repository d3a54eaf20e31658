/**
 * The Google Tag Manager data layer (spec 000 §7 client events). Events pushed before GTM has loaded
 * wait in the array; GTM replays them when it starts.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type DataLayerEvent = Record<string, unknown>;

/** Adds an event to `window.dataLayer`; does nothing during server rendering. */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
