/**
 * The tyre storage flow's state as its pages use it: the stored state, `update`, which applies one of
 * `tireHotelTransitions.ts`'s rules to the latest stored value (never a stale render's copy), and `logout`,
 * which removes the session storage key and so returns to the search (spec 002 §4). Both keep their
 * identity across renders, so effects may depend on them.
 */
import { useAtomValue, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
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
  const update = useCallback(
    (transition: TireHotelTransition) => jotai.set(tireHotelAtom, transition(jotai.get(tireHotelAtom))),
    [jotai],
  );
  const logout = useCallback(() => jotai.set(tireHotelAtom, RESET), [jotai]);
  return { state, update, logout };
}
