/**
 * The turning every carousel shares: which position shows, stepping round the ring of positions (next on
 * the last shows the first, previous on the first the last), going to one, and swiping. A position is
 * where the carousel can stop: a slide, or the first of the cards in view.
 */
import { useCallback, useState } from 'react';
import { useSwipe } from '../browser/useSwipe';

export interface CarouselState {
  /** Positions the carousel can stop at. */
  positions: number;
  /** The position shown, always one of them. */
  current: number;
  step: (delta: 1 | -1) => void;
  goTo: (position: number) => void;
  /** The position is shown or next to it going round: its picture loads now, so a turn never waits. */
  isNear: (position: number) => boolean;
  /** How far a dragging pointer has moved sideways, for following it. */
  dragX: number;
  /** Pointer handlers that turn it by a swipe, for the element the visitor drags. */
  swipeHandlers: ReturnType<typeof useSwipe>['handlers'];
}

/** Steps between two positions going round the ring of `count`. */
const ringDistance = (a: number, b: number, count: number) =>
  Math.min(Math.abs(a - b), count - Math.abs(a - b));

export function useCarousel(positions: number): CarouselState {
  const [index, setIndex] = useState(0);
  const ring = Math.max(positions, 1);
  // Editing can remove slides and a wider window shows more cards, so the position kept may be past the end.
  const current = Math.min(index, ring - 1);
  // Stable while the number of positions is, so a timer that turns the carousel is not restarted by renders.
  const step = useCallback(
    (delta: 1 | -1) => setIndex((position) => (Math.min(position, ring - 1) + delta + ring) % ring),
    [ring],
  );
  const { dragX, handlers } = useSwipe(step);
  return {
    positions,
    current,
    step,
    goTo: setIndex,
    isNear: (position) => ringDistance(position, current, ring) <= 1,
    dragX,
    swipeHandlers: handlers,
  };
}
