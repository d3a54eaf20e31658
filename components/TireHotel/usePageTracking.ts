/**
 * Each page of the tyre storage flow is tracked once per visit to the flow. The page is read from the
 * flow's atom when the effect runs, not from the render: on a reload the first render still holds the
 * start (Search) while the stored flow (say Booking) is read on mounting, and only the page seen counts.
 */
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { shownPage, type TireHotelPage, tireHotelAtom, trackTireHotelPage } from '../../ui';

export function usePageTracking(page: TireHotelPage): void {
  const jotai = useStore();
  const tracked = useRef(new Set<TireHotelPage>());
  useEffect(() => {
    const seen = shownPage(jotai.get(tireHotelAtom));
    if (tracked.current.has(seen)) return;
    tracked.current.add(seen);
    trackTireHotelPage(seen);
  }, [page, jotai]);
}
