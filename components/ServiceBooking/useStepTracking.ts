/**
 * Spec 002 §4: each step fires a tracking event once. The step is read from the booking atom when the
 * effect runs, not from the render: on a reload the first render still holds the initial store (step 1)
 * while the stored booking (say step 4) is read on mounting, and only the step the visitor sees counts.
 */
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { type BookingStep, bookingStoreAtom, trackBookingStep } from '../../ui';

export function useStepTracking(displayState: BookingStep): void {
  const jotai = useStore();
  const tracked = useRef(new Set<BookingStep>());
  useEffect(() => {
    const step = jotai.get(bookingStoreAtom).displayState;
    if (tracked.current.has(step)) return;
    tracked.current.add(step);
    trackBookingStep(step);
  }, [displayState, jotai]);
}
