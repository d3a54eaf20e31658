/**
 * Loads the Google Maps JavaScript API once per page with the configured key, in the browser only, and
 * resolves with the part of its API the site map uses. It rejects when the script does not load (blocked,
 * offline, refused by the content security policy), when the API is not there within MAPS_WAIT_MS (spec
 * 002 §8: the map waits up to 10 s, looking every 100 ms), or when Google refuses the key
 * (`gm_authFailure`), so the caller keeps its offline map. Google may refuse the key after the API loaded
 * and a map was made: `onMapsRefused` tells the maps already shown. The policy allows Google's hosts only
 * when a key is configured (runtime/routing/securityHeaders.ts).
 */
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
const READY_CALLBACK = '__siteMapReady';
/** Spec 002 §8: how long the map waits for the provider, and how often it looks. */
export const MAPS_WAIT_MS = 10_000;
export const MAPS_POLL_MS = 100;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A listener's handle, to remove it. */
export interface MapsListener {
  remove: () => void;
}

export interface GoogleMap {
  fitBounds: (bounds: GoogleLatLngBounds, padding?: number) => void;
  getZoom: () => number | undefined;
  setCenter: (center: LatLng) => void;
  setZoom: (zoom: number) => void;
}

export interface GoogleLatLngBounds {
  extend: (point: LatLng) => GoogleLatLngBounds;
}

export interface GoogleMarker {
  setMap: (map: GoogleMap | null) => void;
  addListener: (event: 'click', handler: () => void) => MapsListener;
}

/** The few classes of `google.maps` the site map creates. */
export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; gestureHandling: string },
  ) => GoogleMap;
  Marker: new (options: {
    position: LatLng;
    map: GoogleMap;
    title: string;
    zIndex?: number;
    optimized?: boolean;
  }) => GoogleMarker;
  LatLngBounds: new () => GoogleLatLngBounds;
  event: { addListenerOnce: (target: GoogleMap, event: 'idle', handler: () => void) => MapsListener };
}

interface GoogleMapsGlobals {
  google?: { maps?: Partial<GoogleMapsApi> };
  [READY_CALLBACK]?: () => void;
  gm_authFailure?: () => void;
}

const loading = new Map<string, Promise<GoogleMapsApi>>();
const refusedKeys = new Set<string>();
const refusalListeners = new Map<string, Set<() => void>>();

/** `google.maps` once its map and marker are there (the rest of its core comes with them). */
function readyApi(page: GoogleMapsGlobals): GoogleMapsApi | undefined {
  const api = page.google?.maps;
  return api?.Map && api.Marker ? (api as GoogleMapsApi) : undefined;
}

/** Calls `listener` when Google refuses `key` (at once if it already has); returns the unsubscribe. */
export function onMapsRefused(key: string, listener: () => void): () => void {
  if (refusedKeys.has(key)) {
    listener();
    return () => undefined;
  }
  const listeners = refusalListeners.get(key) ?? new Set();
  refusalListeners.set(key, listeners.add(listener));
  return () => listeners.delete(listener);
}

export function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  const started = loading.get(key);
  if (started) return started;
  if (refusedKeys.has(key)) return Promise.reject(new Error('Google Maps refused the key'));
  const page = window as unknown as GoogleMapsGlobals;
  const promise = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${GOOGLE_MAPS_SCRIPT_URL}?${new URLSearchParams({ key, loading: 'async', callback: READY_CALLBACK })}`;
    script.async = true;
    let waited = 0;
    const poll = setInterval(() => {
      const api = readyApi(page);
      waited += MAPS_POLL_MS;
      if (api) settle(() => resolve(api));
      else if (waited >= MAPS_WAIT_MS) fail(new Error(`Google Maps not ready after ${MAPS_WAIT_MS} ms`));
    }, MAPS_POLL_MS);
    const stopWaiting = onMapsRefused(key, () => fail(new Error('Google Maps refused the key')));
    function settle(end: () => void) {
      clearInterval(poll);
      stopWaiting();
      end();
    }
    function fail(error: Error) {
      loading.delete(key);
      // A later try adds the script again; two copies make Google refuse to run.
      script.remove();
      settle(() => reject(error));
    }
    page[READY_CALLBACK] = () => {
      const api = readyApi(page);
      if (api) settle(() => resolve(api));
      else fail(new Error('Google Maps loaded without google.maps'));
    };
    // Google names no key when it refuses one: the key loaded last is the page's.
    page.gm_authFailure = () => {
      refusedKeys.add(key);
      refusalListeners.get(key)?.forEach((listener) => listener());
      refusalListeners.delete(key);
    };
    script.addEventListener('error', () => fail(new Error('Google Maps script failed to load')));
    document.head.append(script);
  });
  loading.set(key, promise);
  return promise;
}
