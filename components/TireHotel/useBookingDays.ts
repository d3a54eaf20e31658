/**
 * The booking calendar's data (spec 002 §7): the days of the window (today + 3 days to + 3 months) on
 * which the vehicle's workshop has a time, asked when the booking page opens, and the times of the day
 * chosen, asked for each day chosen (and again by `reload`, after a time was taken). A 401 ends the
 * session (`sessionLost`); any other failure is the page's to show ('Ett fel uppstod', 'Kunde inte hämta
 * tider för valt datum.'). A call is aborted when its page or day goes.
 */
import { useEffect, useState } from 'react';
import {
  type BookingWindow,
  fetchTireHotelDays,
  fetchTireHotelTimes,
  type TireHotelVehicle,
} from '../../runtime';
import {
  availableDays,
  daysRange,
  isSessionLost,
  sessionLost,
  startTimes,
  type TireHotelPageProps,
  timesRange,
} from '../../ui';

export type Asked<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

const LOADING = { status: 'loading' } as const;
const FAILED = { status: 'failed' } as const;

type Update = TireHotelPageProps['update'];

/** Asks `call` and hands its answer to `done`; a failure (not an abort) ends the session on 401. */
function ask<T>(
  call: (signal: AbortSignal) => Promise<T>,
  done: (answer: Asked<T>) => void,
  update: Update,
): () => void {
  const controller = new AbortController();
  call(controller.signal).then(
    (value) => done({ status: 'ready', value }),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      if (isSessionLost(error)) update(sessionLost);
      else done(FAILED);
    },
  );
  return () => controller.abort();
}

/** The vehicle's workshop and brand code, which every call of the booking names. */
export interface BookingVehicle {
  workshop: string;
  brandCode: string;
}

export const bookingVehicle = (vehicle: TireHotelVehicle): BookingVehicle => ({
  workshop: vehicle.location.erpId,
  brandCode: vehicle.brandCode,
});

export function useBookingDays(
  session: string,
  { workshop, brandCode }: BookingVehicle,
  window: BookingWindow,
  update: Update,
): Asked<ReadonlySet<string>> {
  const [days, setDays] = useState<Asked<ReadonlySet<string>>>(LOADING);
  const { first, last } = window;
  useEffect(
    () =>
      ask(
        async (signal) => {
          const range = daysRange({ first, last }, brandCode);
          const answer = await fetchTireHotelDays(session, workshop, range, signal);
          return availableDays(answer.availableDates);
        },
        setDays,
        update,
      ),
    [session, workshop, brandCode, first, last, update],
  );
  return days;
}

export function useDayTimes(
  session: string,
  { workshop, brandCode }: BookingVehicle,
  day: string | null,
  update: Update,
): { times: Asked<string[]> | null; reload: () => void } {
  const [asked, setAsked] = useState(0);
  // Each answer is kept with the day and ask it answers, so a new day reads as loading at once.
  const [answer, setAnswer] = useState<{ key: string; times: Asked<string[]> } | null>(null);
  const key = `${day ?? ''}#${String(asked)}`;
  useEffect(() => {
    if (day === null) return undefined;
    return ask(
      async (signal) =>
        startTimes(await fetchTireHotelTimes(session, workshop, timesRange(day, brandCode), signal)),
      (times) => setAnswer({ key, times }),
      update,
    );
  }, [session, workshop, brandCode, day, key, update]);
  const times = day === null ? null : answer?.key === key ? answer.times : LOADING;
  return { times, reload: () => setAsked((count) => count + 1) };
}
