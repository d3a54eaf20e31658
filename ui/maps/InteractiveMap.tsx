/**
 * The provider's interactive map over the offline one, for markets with a maps key. Its script loads
 * after hydration and only once the map is about to scroll into view; the overlay shows when the map
 * exists and goes away when loading fails or Google refuses the key (then or later), leaving the offline
 * map, and `onStatus` tells the owner. One marker per pin, the focused one on top, clickable (and so
 * reachable by keyboard) when `onPinClick` is given. One pin is centred at `zoom`; several are fitted into
 * view, never closer than MAX_PIN_ZOOM (spec 002 §9). The map is made once: other pins move the markers
 * and the view, and looking at another pin moves neither.
 */
import { useEffect, useRef, useState } from 'react';
import {
  type GoogleMap,
  type GoogleMapsApi,
  type GoogleMarker,
  loadGoogleMaps,
  onMapsRefused,
} from './loadGoogleMaps';
import type { MapPin } from './OfflineMap';
import styles from './InteractiveMap.module.css';
import { MAX_PIN_ZOOM } from './siteCoordinates';

/** Start loading a little before the map is on screen. */
const VIEW_MARGIN = '200px';
/** Room (px) kept between the fitted pins and the map's edge. */
const FIT_PADDING = 48;

export type InteractiveMapStatus = 'waiting' | 'ready' | 'failed';

export interface InteractiveMapProps {
  /** At least one pin. */
  pins: readonly MapPin[];
  /** The index in `pins` of the pin shown on top (and centred when it is the only one). */
  focus: number;
  zoom: number;
  mapsKey: string;
  onPinClick?: (id: string) => void;
  onStatus?: (status: InteractiveMapStatus) => void;
}

/** Runs `start` once the element is near the viewport (at once where IntersectionObserver is missing). */
function whenNearView(element: HTMLElement, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VIEW_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

interface Shown {
  maps: GoogleMapsApi;
  map: GoogleMap;
}

const position = ({ latitude, longitude }: MapPin) => ({ lat: latitude, lng: longitude });
const placesOf = (pins: readonly MapPin[]) =>
  JSON.stringify(pins.map(({ latitude, longitude }) => [latitude, longitude]));

/** Several pins fitted into view, zoomed out to MAX_PIN_ZOOM where they stand close together. */
function fitPins({ maps, map }: Shown, pins: readonly MapPin[]) {
  const bounds = new maps.LatLngBounds();
  pins.forEach((pin) => bounds.extend(position(pin)));
  maps.event.addListenerOnce(map, 'idle', () => {
    if ((map.getZoom() ?? 0) > MAX_PIN_ZOOM) map.setZoom(MAX_PIN_ZOOM);
  });
  map.fitBounds(bounds, FIT_PADDING);
}

export function InteractiveMap({ pins, focus, zoom, mapsKey, onPinClick, onStatus }: InteractiveMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<InteractiveMapStatus>('waiting');
  const [shown, setShown] = useState<Shown | null>(null);
  const detailZoom = Math.min(zoom, MAX_PIN_ZOOM);
  // The latest props for the map's callbacks and effects, which run on the keys below rather than on
  // every new array or function a parent's render makes.
  const latest = useRef({ pins, focus, detailZoom, onPinClick, onStatus });
  useEffect(() => {
    latest.current = { pins, focus, detailZoom, onPinClick, onStatus };
  });
  const places = placesOf(pins);
  const markersKey = JSON.stringify([focus, !onPinClick, pins.map(({ id, label }) => [id, label]), places]);
  /** The places the map's view was last set for. */
  const viewFor = useRef('');
  const markers = useRef<GoogleMarker[]>([]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let active = true;
    let stopRefusal: () => void = () => undefined;
    const fail = () => {
      if (!active) return;
      setStatus('failed');
      latest.current.onStatus?.('failed');
    };
    const stop = whenNearView(target, () => {
      loadGoogleMaps(mapsKey)
        .then((maps) => {
          const { pins: now, focus: at, detailZoom: startZoom } = latest.current;
          const start = now[at] ?? now[0];
          if (!active || !start) return;
          const map = new maps.Map(target, {
            center: position(start),
            zoom: startZoom,
            gestureHandling: 'cooperative',
          });
          if (now.length > 1) fitPins({ maps, map }, now);
          viewFor.current = placesOf(now);
          setShown({ maps, map });
          setStatus('ready');
          latest.current.onStatus?.('ready');
          stopRefusal = onMapsRefused(mapsKey, fail);
        })
        .catch(fail);
    });
    return () => {
      active = false;
      stop();
      stopRefusal();
    };
  }, [mapsKey]);

  useEffect(() => {
    if (!shown || viewFor.current === places) return;
    viewFor.current = places;
    const { pins: now, focus: at, detailZoom: pinZoom } = latest.current;
    const only = now[at];
    if (now.length > 1) fitPins(shown, now);
    else if (only) {
      shown.map.setCenter(position(only));
      shown.map.setZoom(pinZoom);
    }
  }, [shown, places]);

  useEffect(() => {
    if (!shown) return;
    // The markers of earlier pins go; on unmount they go with the map's element.
    markers.current.forEach((marker) => marker.setMap(null));
    const { pins: now, focus: at, onPinClick: clickable } = latest.current;
    markers.current = now.map((pin, index) => {
      const marker = new shown.maps.Marker({
        position: position(pin),
        map: shown.map,
        title: pin.label,
        ...(now.length > 1 ? { zIndex: index === at ? now.length : index } : {}),
        // A clickable marker that is not drawn on the shared canvas takes keyboard focus.
        ...(clickable ? { optimized: false } : {}),
      });
      if (clickable) marker.addListener('click', () => latest.current.onPinClick?.(pin.id));
      return marker;
    });
  }, [shown, markersKey]);

  if (status === 'failed') return null;
  return (
    <div className={styles.overlay} ref={element} data-status={status} aria-hidden={status !== 'ready'} />
  );
}
