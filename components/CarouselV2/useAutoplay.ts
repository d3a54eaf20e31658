import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type FocusEvent } from 'react';

/** Time each slide shows while the carousel turns by itself (spec 002 §9: 5 s). */
export const AUTOPLAY_MS = 5000;

/**
 * Automatic turning, following the WAI-ARIA carousel pattern and WCAG 2.2.2 (pause, stop, hide):
 * - `playing` is the visitor's choice from the pause/play button; before any choice it is on, except for
 *   visitors who prefer reduced motion, for whom nothing moves until they press play;
 * - while the pointer is over the carousel or focus is in it, it holds still (`running` is false) and goes
 *   on when they leave, so nothing moves under the reader.
 * Pressing play clears the focus hold (the button itself has focus), so the choice shows at once.
 * Each slide gets the full interval: the timer restarts whenever the slide changes, also by hand.
 */
export function useAutoplay(slideCount: number, index: number, advance: () => void) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const running = playing && !hovered && !focused && slideCount > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(advance, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, index, advance]);

  const toggle = () => {
    if (playing) {
      setChoice('pause');
    } else {
      setChoice('play');
      setFocused(false);
    }
  };

  const holdHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { playing, running, reducedMotion, toggle, holdHandlers };
}
