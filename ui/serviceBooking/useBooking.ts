/**
 * The booking store as the booking page's steps use it: the stored booking, and `update`, which applies
 * one of `bookingTransitions.ts`'s rules to the latest stored value (never to a stale render's copy, so two
 * changes in one event both land).
 */
import { useAtomValue, useStore } from 'jotai';
import { bookingStoreAtom, type BookingStore } from './bookingStore';

export type BookingTransition = (store: BookingStore) => BookingStore;

export interface BookingStepProps {
  store: BookingStore;
  update: (transition: BookingTransition) => void;
}

export function useBooking(): BookingStepProps {
  const jotai = useStore();
  const store = useAtomValue(bookingStoreAtom, { store: jotai });
  const update = (transition: BookingTransition) =>
    jotai.set(bookingStoreAtom, transition(jotai.get(bookingStoreAtom)));
  return { store, update };
}
