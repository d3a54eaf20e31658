/**
 * False on the server and while React hydrates the static HTML, true afterwards: for components whose
 * first render must match the server's markup before they read browser state.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
