/**
 * The tyre storage flow's state as its pages use it: the stored state, `update`, which applies one of
 * `tireHotelTransitions.ts`'s rules to the latest stored value (never a stale render's copy), and `logout`,
 * which removes the session storage key and so returns to the search (spec 002 §4).
 */
import { useAtomValue, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { tireHotelAtom, type TireHotelState } from './tireHotelStore';

export type TireHotelTransition = (state: TireHotelState) => TireHotelState;

export interface TireHotelPageProps {
  state: TireHotelState;
  update: (transition: TireHotelTransition) => void;
  logout: () => void;
}

export function useTireHotel(): TireHotelPageProps {
  const jotai = useStore();
  const state = useAtomValue(tireHotelAtom, { store: jotai });
  return {
    state,
    update: (transition) => jotai.set(tireHotelAtom, transition(jotai.get(tireHotelAtom))),
    logout: () => jotai.set(tireHotelAtom, RESET),
  };
}
