/**
 * The chosen workshop's days as the slot calendar needs them (spec 002 §4 week navigation): the first 28
 * days from today, then, whenever the shown weeks near the end of what is loaded, the next 28 from the day
 * after the last one loaded, appended, up to half a year ahead. A call answering nothing (the client's
 * answer to any failure) stops the loading there until the visitor retries. A call is aborted when the
 * calendar unmounts; the caller keys the calendar by workshop and services, so one query serves its life.
 */
import { useEffect, useState } from 'react';
import { fetchTimeslots, type MechmateTimeslotDay, type TimeslotQuery } from '../../runtime';
import { needsMoreDays } from '../../ui';
import { lastCalendarDay, nextCallDate } from './slotCalendar';

export type DaysQuery = Omit<TimeslotQuery, 'date'>;

interface LoadedDays {
  days: ReadonlyMap<string, MechmateTimeslotDay>;
  /** The last day loaded; null before the first answer. */
  lastLoaded: string | null;
  /** The date of the call that answered nothing, until the visitor retries. */
  emptyAt: string | null;
}

export interface TimeslotDays {
  days: ReadonlyMap<string, MechmateTimeslotDay>;
  loading: boolean;
  /** The last call answered nothing: the calendar says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

const NOTHING_LOADED: LoadedDays = { days: new Map(), lastLoaded: null, emptyAt: null };

/** The answer of the call for `date` added to what is loaded; an answer ending before `date` is nothing. */
function withAnswer(loaded: LoadedDays, date: string, answer: readonly MechmateTimeslotDay[]): LoadedDays {
  const fresh = answer.filter((day) => day.date >= date);
  const last = fresh.reduce<string | null>(
    (latest, day) => (latest === null || day.date > latest ? day.date : latest),
    null,
  );
  if (last === null) return { ...loaded, emptyAt: date };
  const days = new Map(loaded.days);
  for (const day of fresh) days.set(day.date, day);
  return { days, lastLoaded: last, emptyAt: null };
}

export function useTimeslotDays(query: DaysQuery, firstShown: string, today: string): TimeslotDays {
  // Keyed by workshop and services, the calendar keeps the query it was mounted with.
  const [fixedQuery] = useState(query);
  const [loaded, setLoaded] = useState<LoadedDays>(NOTHING_LOADED);
  const callDate = nextCallDate(today, loaded.lastLoaded);
  const failed = loaded.emptyAt === callDate;
  const wanted =
    !failed && callDate <= lastCalendarDay(today) && needsMoreDays(firstShown, loaded.lastLoaded)
      ? callDate
      : null;

  useEffect(() => {
    if (wanted === null) return undefined;
    const controller = new AbortController();
    fetchTimeslots({ ...fixedQuery, date: wanted }, controller.signal).then(
      (answer) => setLoaded((current) => withAnswer(current, wanted, answer)),
      // Rejected only when aborted: the calendar unmounted.
      () => undefined,
    );
    return () => controller.abort();
  }, [wanted, fixedQuery]);

  return {
    days: loaded.days,
    loading: wanted !== null,
    failed,
    retry: () => setLoaded((current) => ({ ...current, emptyAt: null })),
  };
}
