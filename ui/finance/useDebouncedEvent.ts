/**
 * Sends an analytics event once it has stopped changing for `delayMs` (the loan calculator's 500 ms,
 * spec 001 §4): dragging a slider sends one event, not one per step. The event the page started with,
 * before the visitor did anything, sends nothing.
 */
import { useEffect, useRef } from 'react';
import { type DataLayerEvent, pushToDataLayer } from '../../runtime';

export function useDebouncedEvent(event: DataLayerEvent, delayMs: number): void {
  const serialized = JSON.stringify(event);
  const initial = useRef<string | null>(serialized);
  useEffect(() => {
    if (serialized === initial.current) return undefined;
    // Once the visitor has changed something, going back to the first values is a change too.
    initial.current = null;
    const timer = setTimeout(() => pushToDataLayer(JSON.parse(serialized) as DataLayerEvent), delayMs);
    return () => clearTimeout(timer);
  }, [serialized, delayMs]);
}
