import type { HTMLAttributes, KeyboardEvent } from 'react';
import { classNames } from '../../runtime';
import styles from './carousel.module.css';
import type { CarouselState } from './useCarousel';

/** The landmark's name: its own label, or the id of the heading that names it. */
type RegionName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type CarouselFrameProps = Omit<
  HTMLAttributes<HTMLElement>,
  'role' | 'tabIndex' | 'onKeyDown' | 'aria-label' | 'aria-labelledby'
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
  component: Element = 'div',
  roleDescription,
  label,
  labelledBy,
  keyboard = false,
  className,
  ...element
}: CarouselFrameProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (carousel.positions < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    carousel.step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Element
      {...element}
      role={Element === 'section' ? undefined : 'region'}
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={keyboard ? 0 : undefined}
      onKeyDown={keyboard ? onKeyDown : undefined}
      {...carousel.swipeHandlers}
      className={classNames(styles.frame, className)}
    />
  );
}
