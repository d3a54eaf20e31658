/**
 * ←/→ turn the gallery while focus is anywhere in it: the pictures, the fullscreen overlay and the 360°
 * view each hand their own `step` (previous -1, next 1). Other keys pass untouched.
 */
import type { KeyboardEvent } from 'react';

export function arrowKeyStep(step: (delta: 1 | -1) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };
}
