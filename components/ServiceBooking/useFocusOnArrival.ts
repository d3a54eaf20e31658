/**
 * Focus for a part of step 4 that replaces the button the visitor just pressed ('Välj' on a workshop, a
 * time in the calendar): that button is gone, so focus would fall to the page's body and a keyboard or
 * screen reader user would start over from the top. On mount the part's heading (tabIndex -1) takes focus,
 * but only when the visitor got here by acting: the browser's sticky user activation says the visitor has
 * pressed, clicked or typed on this page, which a reload resuming the stored booking has not. Focus the
 * visitor moved elsewhere (not the body) is never taken away. Browsers without `navigator.userActivation`
 * keep focus where it falls.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** Whether the visitor has pressed, clicked or typed on this page (not so after a reload). */
export function visitorHasActed(): boolean {
  return (navigator as Partial<Navigator>).userActivation?.hasBeenActive === true;
}

function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** A ref for the part's heading, focused when the part mounts after the visitor's action. */
export function useFocusOnArrival<T extends HTMLElement>(): RefObject<T | null> {
  const target = useRef<T>(null);
  useEffect(() => {
    if (focusWasLost() && visitorHasActed()) target.current?.focus();
  }, []);
  return target;
}
