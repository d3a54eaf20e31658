import Box, { type BoxProps } from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { sxList } from '../styles/sxList';
import type { CarouselState } from './useCarousel';

/** The landmark's name: its own label, or the id of the heading that names it. */
type RegionName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type CarouselFrameProps = Omit<
  BoxProps,
  'component' | 'role' | 'tabIndex' | 'onKeyDown' | 'aria-label' | 'aria-labelledby'
> &
  RegionName & {
    carousel: CarouselState;
    /** A named section is a region by itself; anything else gets the region role. */
    component?: 'div' | 'section';
    /** What assistive technology calls it instead of "region" (WAI-ARIA carousel pattern). */
    roleDescription: string;
    /**
     * The frame itself takes focus and ←/→ turn the carousel while focus is anywhere in it: for carousels
     * whose controls are plain buttons. Tabbed carousels move with the keys of their tabs instead.
     */
    keyboard?: boolean;
  };

/**
 * The carousel's landmark: a named region the visitor swipes (it clips its moving slides and leaves
 * vertical panning to the browser), optionally focusable and turned by the arrow keys. Slides, controls
 * and the live region go inside in whatever order the carousel needs.
 */
export function CarouselFrame({
  carousel,
  component = 'div',
  roleDescription,
  label,
  labelledBy,
  keyboard = false,
  sx,
  ...box
}: CarouselFrameProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (carousel.positions < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    carousel.step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Box
      {...box}
      component={component}
      role={component === 'section' ? undefined : 'region'}
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={keyboard ? 0 : undefined}
      onKeyDown={keyboard ? onKeyDown : undefined}
      {...carousel.swipeHandlers}
      sx={[{ position: 'relative', overflow: 'hidden', touchAction: 'pan-y' }, ...sxList(sx)]}
    />
  );
}
