/**
 * The similar cars panel's behaviour in the browser: its width, where the track rests, dragging it with
 * pointer events (mouse, pen and touch alike), the previous/next steps and bringing a focused card into
 * view. The rules themselves are in `similarCarsDrag.ts`; this hook only feeds them events.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  clampOffset,
  draggedOffset,
  initialOffset,
  isClick,
  offsetShowing,
  panelEnd,
  releasedOffset,
  steppedOffset,
} from './similarCarsDrag';

/** Marks each card's slot with its position, so a focused card can be found from the element in it. */
export const CARD_INDEX_ATTRIBUTE = 'data-card-index';

interface Press {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

export interface SimilarCarsPanel {
  /** Where the track is now, in CSS pixels (following the pointer during a drag). */
  offset: number;
  dragging: boolean;
  /** The track is at its start (the first card wholly in view) or its end (the last). */
  atStart: boolean;
  atEnd: boolean;
  step: (direction: 1 | -1) => void;
  /** For the panel element: its width is measured, and the visitor drags, clicks and tabs in it. */
  attachFrame: (element: HTMLElement | null) => void;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onClickCapture: (event: MouseEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * `active` is false on the server, during hydration and below the panel's breakpoint: the cards are then a
 * scrollable row and the handlers do nothing.
 */
export function useSimilarCarsPanel(count: number, active: boolean): SimilarCarsPanel {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [viewWidth, setViewWidth] = useState(0);
  /** Where the visitor left the track; null until they move it. */
  const [rest, setRest] = useState<number | null>(null);
  const [dragX, setDragX] = useState<number | null>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    if (!active || !frame) return;
    const measure = () => setViewWidth(frame.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [active, frame]);

  const end = panelEnd(count, viewWidth);
  // Clamped here rather than when set, so a wider window never leaves the track past its end.
  const resting = rest === null ? initialOffset(end) : clampOffset(rest, end);
  const offset = dragX === null ? resting : draggedOffset(resting, dragX, end);
  const step = (direction: 1 | -1) => setRest(steppedOffset(resting, direction, end));

  const release = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    setDragX(null);
    if (!current.dragging) return;
    suppressClick.current = true;
    if (!cancelled) setRest(releasedOffset(resting, event.clientX - current.x, end));
  };

  return {
    offset: active ? offset : 0,
    dragging: active && dragX !== null,
    atStart: offset === 0,
    atEnd: offset === end,
    step,
    attachFrame: setFrame,
    handlers: {
      onPointerDown(event) {
        if (!active || !event.isPrimary || event.button !== 0) return;
        suppressClick.current = false;
        press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
      },
      onPointerMove(event) {
        const current = press.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const dx = event.clientX - current.x;
        if (!current.dragging && !isClick(dx, event.clientY - current.y)) {
          // Captured only once it drags: capturing on press would retarget a click away from the card.
          current.dragging = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (current.dragging) setDragX(dx);
      },
      onPointerUp: (event) => release(event, false),
      onPointerCancel: (event) => release(event, true),
      onClickCapture(event) {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onKeyDown(event) {
        if (!active || event.target !== event.currentTarget) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? -1 : 1);
      },
      /** Tabbing to a card out of view brings it in; a card focused by pressing it stays put. */
      onFocus(event) {
        if (!active || press.current || !(event.target instanceof Element)) return;
        const slot = event.target.closest(`[${CARD_INDEX_ATTRIBUTE}]`);
        if (!slot) return;
        setRest(offsetShowing(resting, Number(slot.getAttribute(CARD_INDEX_ATTRIBUTE)), viewWidth, end));
      },
    },
  };
}
