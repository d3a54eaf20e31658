/**
 * The turning of a 360° view (spec 001 §4, §9): frames go round by themselves, one per `SPIN_FRAME_MS`,
 * until the visitor drags, which turns the car one frame per `SPIN_DRAG_STEP_PX` the way the pointer
 * moves and stops the rotation; the toggle pauses and resumes it. A visitor who prefers reduced motion
 * finds it paused. Rotation waits for `ready` (every frame loaded), so it never shows a frame still loading.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export const SPIN_FRAME_MS = 150;
export const SPIN_DRAG_STEP_PX = 5;

interface Drag {
  pointerId: number;
  x: number;
  /** Frames already turned by this drag. */
  turned: number;
}

export interface SpinState {
  frame: number;
  playing: boolean;
  togglePlaying: () => void;
  /** Turns by hand (buttons, arrow keys): stops the rotation, as a drag does. */
  turn: (delta: 1 | -1) => void;
  /** For the element the visitor drags (it needs `touch-action: pan-y`). */
  dragHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
}

export function useSpin(frameCount: number, ready: boolean): SpinState {
  const [frame, setFrame] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  /** The visitor's own choice (toggle, drag, turn), once made; before it, the preference decides. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const drag = useRef<Drag | null>(null);
  const count = Math.max(frameCount, 1);
  const advance = useCallback(
    (delta: number) => setFrame((current) => (((current + delta) % count) + count) % count),
    [count],
  );

  useEffect(() => {
    if (!playing || !ready || frameCount < 2) return undefined;
    const timer = setInterval(() => advance(1), SPIN_FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, ready, frameCount, advance]);

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  return {
    frame: Math.min(frame, count - 1),
    playing,
    togglePlaying: () => setChoice(!playing),
    turn: (delta) => {
      setChoice(false);
      advance(delta);
    },
    dragHandlers: {
      onPointerDown(event) {
        if (!event.isPrimary || event.button !== 0) return;
        drag.current = { pointerId: event.pointerId, x: event.clientX, turned: 0 };
      },
      onPointerMove(event) {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const frames = Math.trunc((event.clientX - current.x) / SPIN_DRAG_STEP_PX);
        if (frames === current.turned) return;
        if (current.turned === 0) event.currentTarget.setPointerCapture(event.pointerId);
        setChoice(false);
        advance(frames - current.turned);
        current.turned = frames;
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  };
}
