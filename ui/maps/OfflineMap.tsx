/**
 * The map drawn without any provider: the focused pin's country among its neighbours (with its regions'
 * borders and the pin's region tinted), the focused pin in the theme's primary colour with its name beside
 * it, and further pins (a list of workshops) smaller and muted where they fall in the frame, as inline SVG
 * in the page's HTML. Nothing is fetched (no tiles, no fonts, no script), so it shows without JavaScript
 * and stays when an interactive map fails. The label is HTML over the picture, at the page's type size
 * however wide the map is drawn. Given `onPinClick`, every pin is also a button named by its label over
 * the picture, so a pin is reached and chosen by keyboard as well as by pointer.
 */
import { useId } from 'react';
import { classNames, typography } from '../../runtime';
import { MAP_HEIGHT, MAP_WIDTH } from './mapFrame';
import styles from './OfflineMap.module.css';
import type { MapPoint } from './offlineMapLayers';
import type { Coordinates } from './siteCoordinates';
import {
  LAYER_ATTRIBUTE,
  mapKey,
  PIN_ATTRIBUTE,
  PIN_INDEX_ATTRIBUTE,
  useOfflineMapLayers,
} from './useOfflineMapLayers';

/** A drop-shaped pin whose point is at (0, 0), with a hole in its head. */
const PIN_SHAPE = 'M0 0C-3-9-13-15-13-25a13 13 0 1 1 26 0c0 10-10 16-13 25Z';
const PIN_HEAD_Y = -25;
/** The size of a pin other than the focused one. */
const MUTED_SCALE = 0.7;
/** Past this share of the width the label goes to the pin's left, so it stays inside the map. */
const LABEL_FLIP = 0.6;

export interface MapPin extends Coordinates {
  id: string;
  /** The pin's name: its label on the map and, when pins can be chosen, its button's accessible name. */
  label: string;
}

export interface OfflineMapProps {
  pins: readonly MapPin[];
  /** The index in `pins` of the pin the frame is drawn around, shown larger with its label. */
  focus: number;
  title: string;
  onPinClick?: (id: string) => void;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

export function OfflineMap({ pins, focus, title, onPinClick }: OfflineMapProps) {
  const svgId = useId();
  const layers = useOfflineMapLayers(pins, focus, svgId);
  const placed = pins.flatMap((pin, index) => {
    const point = layers?.pins[index];
    return point ? [{ pin, index, point, focused: index === focus }] : [];
  });
  // The focused pin is drawn last, over the others; the buttons keep the pins' order for the keyboard.
  const drawn = [...placed.filter(({ focused }) => !focused), ...placed.filter(({ focused }) => focused)];
  const label = placed.find(({ focused }) => focused);
  const headY = ({ y }: MapPoint, focused: boolean) => y + PIN_HEAD_Y * (focused ? 1 : MUTED_SCALE);
  return (
    <>
      <svg
        className={styles.map}
        id={svgId}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={title}
        {...{ [PIN_ATTRIBUTE]: mapKey(pins, focus) }}
      >
        {layers && (
          <>
            <path className={styles.land} d={layers.land} {...{ [LAYER_ATTRIBUTE]: 'land' }} />
            <path className={styles.country} d={layers.country} {...{ [LAYER_ATTRIBUTE]: 'country' }} />
            <path className={styles.region} d={layers.region} {...{ [LAYER_ATTRIBUTE]: 'region' }} />
            <path className={styles.regions} d={layers.regions} {...{ [LAYER_ATTRIBUTE]: 'regions' }} />
            <path className={styles.borders} d={layers.borders} {...{ [LAYER_ATTRIBUTE]: 'borders' }} />
            {drawn.map(({ pin, index, point: { x, y }, focused }) => (
              <g
                key={pin.id}
                transform={`translate(${x} ${y})${focused ? '' : ` scale(${MUTED_SCALE})`}`}
                data-x={x}
                data-y={y}
                data-focus={focused}
                {...{ [LAYER_ATTRIBUTE]: 'pin', [PIN_INDEX_ATTRIBUTE]: index }}
              >
                <path className={classNames(styles.pin, !focused && styles.mutedPin)} d={PIN_SHAPE} />
                <circle className={styles.pinHole} cy={PIN_HEAD_Y} r={5} />
              </g>
            ))}
          </>
        )}
      </svg>
      {label && (
        <span
          className={classNames(typography.body2, styles.label)}
          style={{
            top: percent(headY(label.point, true), MAP_HEIGHT),
            ...(label.point.x > MAP_WIDTH * LABEL_FLIP
              ? { right: percent(MAP_WIDTH - label.point.x + 18, MAP_WIDTH) }
              : { left: percent(label.point.x + 18, MAP_WIDTH) }),
          }}
        >
          {label.pin.label}
        </span>
      )}
      {onPinClick &&
        placed.map(({ pin, point, focused }) => (
          <button
            key={pin.id}
            className={styles.pinButton}
            type="button"
            aria-label={pin.label}
            aria-pressed={focused}
            title={pin.label}
            onClick={() => onPinClick(pin.id)}
            style={{
              left: percent(point.x, MAP_WIDTH),
              top: percent(headY(point, focused), MAP_HEIGHT),
              zIndex: focused ? 1 : 0,
            }}
          />
        ))}
    </>
  );
}
