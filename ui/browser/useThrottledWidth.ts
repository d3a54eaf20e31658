/**
 * The window width for layout that depends on it (spec 000 §9: resize throttled at 50ms, final update
 * at 250ms). During a resize the width follows at most every 50ms; 250ms after the last resize event it
 * is read once more, because some browsers settle the final width (scroll bars, on-screen keyboards)
 * after their last event.
 */
import { useEffect, useState } from 'react';

export const RESIZE_THROTTLE_MS = 50;
export const RESIZE_SETTLE_MS = 250;

/** `window.innerWidth`, throttled; 0 on the server and in the first render before mount. */
export function useThrottledWidth(): number {
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let lastUpdate = 0;
    let throttleTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      lastUpdate = Date.now();
      setWidth(window.innerWidth);
    };
    const onResize = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(update, RESIZE_SETTLE_MS);
      const sinceLast = Date.now() - lastUpdate;
      if (sinceLast >= RESIZE_THROTTLE_MS) {
        update();
      } else if (throttleTimer === undefined) {
        throttleTimer = setTimeout(() => {
          throttleTimer = undefined;
          update();
        }, RESIZE_THROTTLE_MS - sinceLast);
      }
    };

    update();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(throttleTimer);
      clearTimeout(settleTimer);
    };
  }, []);

  return width;
}
