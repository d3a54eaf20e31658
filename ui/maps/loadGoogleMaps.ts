/**
 * Loads the Google Maps JavaScript API once per page with the configured key, in the browser only, and
 * resolves with the part of its API the site map uses. It rejects when the script does not load (blocked,
 * offline, refused by the content security policy) or Google refuses the key (`gm_authFailure`), so the
 * caller keeps its offline map. The policy allows Google's hosts only when a key is configured
 * (runtime/routing/securityHeaders.ts).
 */
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
const READY_CALLBACK = '__siteMapReady';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The few classes of `google.maps` the site map creates. */
export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; gestureHandling: string },
  ) => object;
  Marker: new (options: { position: LatLng; map: object; title: string }) => object;
}

interface GoogleMapsGlobals {
  google?: { maps?: GoogleMapsApi };
  [READY_CALLBACK]?: () => void;
  gm_authFailure?: () => void;
}

const loading = new Map<string, Promise<GoogleMapsApi>>();
let refused: ((error: Error) => void)[] = [];

export function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  const started = loading.get(key);
  if (started) return started;
  const page = window as unknown as GoogleMapsGlobals;
  const promise = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${GOOGLE_MAPS_SCRIPT_URL}?${new URLSearchParams({ key, loading: 'async', callback: READY_CALLBACK })}`;
    script.async = true;
    page[READY_CALLBACK] = () => {
      const api = page.google?.maps;
      if (api) resolve(api);
      else reject(new Error('Google Maps loaded without google.maps'));
    };
    refused.push(reject);
    page.gm_authFailure = () => {
      refused.forEach((fail) => fail(new Error('Google Maps refused the key')));
      refused = [];
    };
    script.addEventListener('error', () => {
      loading.delete(key);
      reject(new Error(`Google Maps script failed to load`));
    });
    document.head.append(script);
  });
  loading.set(key, promise);
  return promise;
}
