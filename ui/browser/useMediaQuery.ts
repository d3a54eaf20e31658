/**
 * Whether a media query matches the viewport, for what CSS alone cannot decide (a placeholder's text, how
 * many cards a carousel turns through). False on the server and while React hydrates the static HTML,
 * then the viewport's, following its changes: no hydration mismatch. jsdom and old browsers lack
 * matchMedia, and never match.
 */
import { useCallback, useSyncExternalStore } from 'react';

const mediaQueryList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** `query` without `@media`, e.g. `(min-width: 600px)`. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
