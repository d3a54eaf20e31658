/**
 * The map drawn without any provider: the pin's country among its neighbours (with its regions' borders
 * and the pin's region tinted), the pin in the theme's primary colour and the site's name beside it, as
 * inline SVG in the page's HTML. Nothing is fetched (no
 * tiles, no fonts, no script), so it shows without JavaScript and stays when an interactive map fails.
 * The label is HTML over the picture, at the page's type size however wide the map is drawn.
 */
import { alpha, styled } from '@mui/material/styles';
import { useId } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from './mapFrame';
import type { Coordinates } from './siteCoordinates';
import { LAYER_ATTRIBUTE, PIN_ATTRIBUTE, pinKey, useOfflineMapLayers } from './useOfflineMapLayers';

/** A drop-shaped pin whose point is at (0, 0), with a hole in its head. */
const PIN_SHAPE = 'M0 0C-3-9-13-15-13-25a13 13 0 1 1 26 0c0 10-10 16-13 25Z';
const PIN_HEAD_Y = -25;
/** Past this share of the width the label goes to the pin's left, so it stays inside the map. */
const LABEL_FLIP = 0.6;

const Svg = styled('svg')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  backgroundColor: theme.palette.grey[300],
  '& .land': { fill: theme.palette.grey[100] },
  '& .country': { fill: theme.palette.common.white },
  '& .region': { fill: alpha(theme.palette.primary.main, 0.16) },
  '& .regions': {
    fill: 'none',
    stroke: theme.palette.grey[400],
    strokeWidth: 1,
    strokeLinejoin: 'round',
    vectorEffect: 'non-scaling-stroke',
  },
  '& .borders': {
    fill: 'none',
    stroke: theme.palette.grey[500],
    strokeWidth: 1,
    strokeLinejoin: 'round',
    vectorEffect: 'non-scaling-stroke',
  },
  '& .pin': { fill: theme.palette.primary.main, stroke: theme.palette.common.white, strokeWidth: 2 },
  '& .pin-hole': { fill: theme.palette.common.white },
}));

const Label = styled('span')(({ theme }) => ({
  position: 'absolute',
  maxWidth: '40%',
  padding: theme.spacing(0.25, 0.75),
  transform: 'translateY(-50%)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ...theme.typography.body2,
  fontWeight: 600,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.common.white,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[1],
  pointerEvents: 'none',
}));

export interface OfflineMapProps {
  pin: Coordinates;
  label: string;
  title: string;
}

export function OfflineMap({ pin, label, title }: OfflineMapProps) {
  const svgId = useId();
  const layers = useOfflineMapLayers(pin, svgId);
  const { x, y } = layers?.pin ?? { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };
  const onLeft = x > MAP_WIDTH * LABEL_FLIP;
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;
  return (
    <>
      <Svg
        id={svgId}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={title}
        {...{ [PIN_ATTRIBUTE]: pinKey(pin) }}
      >
        {layers && (
          <>
            <path className="land" d={layers.land} {...{ [LAYER_ATTRIBUTE]: 'land' }} />
            <path className="country" d={layers.country} {...{ [LAYER_ATTRIBUTE]: 'country' }} />
            <path className="region" d={layers.region} {...{ [LAYER_ATTRIBUTE]: 'region' }} />
            <path className="regions" d={layers.regions} {...{ [LAYER_ATTRIBUTE]: 'regions' }} />
            <path className="borders" d={layers.borders} {...{ [LAYER_ATTRIBUTE]: 'borders' }} />
            <g transform={`translate(${x} ${y})`} data-x={x} data-y={y} {...{ [LAYER_ATTRIBUTE]: 'pin' }}>
              <path className="pin" d={PIN_SHAPE} />
              <circle className="pin-hole" cy={PIN_HEAD_Y} r={5} />
            </g>
          </>
        )}
      </Svg>
      {layers && (
        <Label
          style={{
            top: percent(y + PIN_HEAD_Y, MAP_HEIGHT),
            ...(onLeft
              ? { right: percent(MAP_WIDTH - x + 18, MAP_WIDTH) }
              : { left: percent(x + 18, MAP_WIDTH) }),
          }}
        >
          {label}
        </Label>
      )}
    </>
  );
}
