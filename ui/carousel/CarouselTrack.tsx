import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { sxList } from '../styles/sxList';
import type { CarouselState } from './useCarousel';

interface CarouselTrackProps {
  carousel: Pick<CarouselState, 'current' | 'dragX'>;
  /** Slides side by side in view; each position moves the row by one of them. */
  perView?: number;
  gapPx?: number;
  /** How long the row takes to ease to a new position. */
  durationMs: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The row of slides that slides: it follows a dragging pointer and then eases to the position shown (at
 * once for visitors who prefer reduced motion). It is the carousel's live region, so turning by hand
 * announces the slide that comes into view. On the server and without JavaScript it shows the first.
 */
export function CarouselTrack({
  carousel: { current, dragX },
  perView = 1,
  gapPx = 0,
  durationMs,
  sx,
  children,
}: CarouselTrackProps) {
  return (
    <Box
      aria-live="polite"
      sx={[
        {
          display: 'flex',
          gap: `${gapPx}px`,
          transform: `translateX(calc(${-current} * (100% + ${gapPx}px) / ${perView} + ${dragX}px))`,
          transition: dragX !== 0 ? 'none' : `transform ${durationMs}ms cubic-bezier(0.22, 0.61, 0.36, 1)`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
