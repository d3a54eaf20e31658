/**
 * The provider's interactive map over the offline one, for markets with a maps key. Its script loads
 * after hydration and only once the map is about to scroll into view; the overlay shows when the map
 * exists and goes away when loading fails or Google refuses the key, leaving the offline map.
 */
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleMaps } from './loadGoogleMaps';
import type { Coordinates } from './siteCoordinates';

/** Start loading a little before the map is on screen. */
const VIEW_MARGIN = '200px';

type Status = 'waiting' | 'ready' | 'failed';

const Overlay = styled('div')({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: 'opacity 200ms ease',
  '&[data-status="ready"]': { opacity: 1 },
});

export interface InteractiveMapProps {
  pin: Coordinates;
  zoom: number;
  label: string;
  mapsKey: string;
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

export function InteractiveMap({ pin, zoom, label, mapsKey }: InteractiveMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const { latitude, longitude } = pin;

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let active = true;
    const stop = whenNearView(target, () => {
      loadGoogleMaps(mapsKey)
        .then((maps) => {
          if (!active) return;
          const position = { lat: latitude, lng: longitude };
          const map = new maps.Map(target, { center: position, zoom, gestureHandling: 'cooperative' });
          new maps.Marker({ position, map, title: label });
          setStatus('ready');
        })
        .catch(() => {
          if (active) setStatus('failed');
        });
    });
    return () => {
      active = false;
      stop();
    };
  }, [mapsKey, latitude, longitude, zoom, label]);

  if (status === 'failed') return null;
  return <Overlay ref={element} data-status={status} aria-hidden={status !== 'ready'} />;
}
