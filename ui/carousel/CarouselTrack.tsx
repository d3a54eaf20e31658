import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '../../runtime';
import styles from './carousel.module.css';
import type { CarouselState } from './useCarousel';

interface CarouselTrackProps {
  carousel: Pick<CarouselState, 'current' | 'dragX'>;
  /** Slides side by side in view; each position moves the row by one of them. */
  perView?: number;
  gapPx?: number;
  /** How long the row takes to ease to a new position. */
  durationMs: number;
  className?: string;
  children: ReactNode;
}

/**
 * The row of slides that slides: it follows a dragging pointer and then eases to the position shown (at
 * once for visitors who prefer reduced motion). It is the carousel's live region, so turning by hand
 * announces the slide that comes into view. On the server and without JavaScript it shows the first.
 * Its slides read the gap between them as `--track-gap`, to size themselves.
 */
export function CarouselTrack({
  carousel: { current, dragX },
  perView = 1,
  gapPx = 0,
  durationMs,
  className,
  children,
}: CarouselTrackProps) {
  const style: CSSProperties & { '--track-duration': string; '--track-gap': string } = {
    gap: 'var(--track-gap)',
    transform: `translateX(calc(${-current} * (100% + var(--track-gap)) / ${perView} + ${dragX}px))`,
    '--track-duration': `${durationMs}ms`,
    '--track-gap': `${gapPx}px`,
  };
  return (
    <div
      aria-live="polite"
      className={classNames(styles.track, dragX !== 0 && styles.dragging, className)}
      style={style}
    >
      {children}
    </div>
  );
}
