/**
 * A map of sites with a pin each (spec 001 §2, dealer detail page: one pin; spec 002 step 4: a pin per
 * listed workshop), and a link that opens the focused pin in a public maps service in a new tab. The
 * focused pin is the selected one, else the first; its country frames the map, it is drawn larger with
 * its name. The map is the offline one drawn on the server (OfflineMap) unless the market has a maps key
 * (`mapsKey()` on the server, passed through the loader's data), in which case the provider's interactive
 * map loads over it when it scrolls into view. Given `onPinClick`, pins are buttons (the provider's markers
 * once it shows). Given `failureText`, it is shown under the map when the provider fails (spec 002 §8).
 */
import { useState } from 'react';
import { classNames, typography } from '../../runtime';
import { InteractiveMap, type InteractiveMapStatus } from './InteractiveMap';
import { mapsPinHref } from './mapsSearchHref';
import { type MapPin, OfflineMap } from './OfflineMap';
import styles from './SiteMap.module.css';

/** The most pins one map draws; further ones are left off. */
const MAX_MAP_PINS = 100;

export type { MapPin };

export interface SiteMapProps {
  /** The pins, at least one (a map without pins renders nothing); past MAX_MAP_PINS are left off. */
  pins: readonly MapPin[];
  /** The pin the map is about; the first pin when it is not set or not among `pins`. */
  selectedId?: string;
  /** Makes every pin a button that calls this with its id. */
  onPinClick?: (id: string) => void;
  /** The interactive map's zoom for one pin (at most MAX_PIN_ZOOM). */
  zoom: number;
  /** The map's accessible name. */
  title: string;
  /** The text of the "open in maps" link. */
  openInMapsLabel: string;
  /** Set only when a maps provider key is configured. */
  mapsKey?: string;
  /** Shown under the map when the provider's map fails to load or is refused. */
  failureText?: string;
}

export function SiteMap({
  pins: given,
  selectedId,
  onPinClick,
  zoom,
  title,
  openInMapsLabel,
  mapsKey,
  failureText,
}: SiteMapProps) {
  const [status, setStatus] = useState<InteractiveMapStatus>('waiting');
  const pins = given.length > MAX_MAP_PINS ? given.slice(0, MAX_MAP_PINS) : given;
  const focus = Math.max(
    pins.findIndex(({ id }) => id === selectedId),
    0,
  );
  const focused = pins[focus];
  if (!focused) return null;
  return (
    <figure className={styles.figure}>
      <div className={styles.canvas}>
        <OfflineMap
          pins={pins}
          focus={focus}
          title={title}
          // Under the provider's map, the offline pins are neither seen nor reached.
          {...(onPinClick && status !== 'ready' ? { onPinClick } : {})}
        />
        {mapsKey && (
          <InteractiveMap
            pins={pins}
            focus={focus}
            zoom={zoom}
            mapsKey={mapsKey}
            onStatus={setStatus}
            {...(onPinClick ? { onPinClick } : {})}
          />
        )}
      </div>
      <figcaption>
        {failureText && status === 'failed' && (
          <p className={classNames(typography.body2, styles.failure)} role="status">
            {failureText}
          </p>
        )}
        <a
          className={classNames(typography.body2, styles.openLink)}
          href={mapsPinHref(focused)}
          target="_blank"
          rel="noopener"
        >
          {openInMapsLabel}
        </a>
      </figcaption>
    </figure>
  );
}
