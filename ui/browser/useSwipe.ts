import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far a pointer must travel sideways to turn a slide. */
export const SWIPE_THRESHOLD_PX = 48;
/** Movement below this is still a click (a tap on a slide's link), not the start of a drag. */
const DRAG_SLOP_PX = 8;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Swiping with pointer events (touch, pen and mouse alike). The element needs `touch-action: pan-y`, so the
 * browser keeps vertical scrolling and hands horizontal movement to the page. `dragX` is the current drag
 * offset, for following the finger. The pointer is captured only once it is dragging: capturing on
 * pointerdown would retarget the click of a plain tap away from the slide's link.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [dragX, setDragX] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    setDragX(0);
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (cancelled || Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    suppressClick.current = true;
    onSwipe(dx < 0 ? 1 : -1);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      suppressClick.current = false;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      if (!current.dragging && Math.abs(dx) > DRAG_SLOP_PX) {
        current.dragging = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      if (current.dragging) setDragX(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    /** A swipe that ended on a link must not also follow it. */
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { dragX, handlers };
}
