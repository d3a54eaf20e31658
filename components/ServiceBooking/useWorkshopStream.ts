/**
 * The workshops near the visitor for the chosen services, as the workshop stream sends them (spec 002 §7,
 * §8, §9): each shown as it arrives, the list waiting only for the first batch of 5; 'Hämta fler' opens
 * the stream again after the last listed workshop. A stream that closes with fewer than 9 workshops, or
 * says `{nosites}`, has nothing after them. A search that ends with no workshop — none found, `{error}`,
 * a refused or failed stream — is the no-workshop state, tracked once. Other services, car or place
 * start the search over with an empty list; the stream being read is aborted then and on unmount.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { type MechmateWorkshop, streamWorkshops, type WorkshopSearch } from '../../runtime';
import { type BookingStore, trackNoWorkshop } from '../../ui';
import {
  MAX_LISTED_WORKSHOPS,
  WORKSHOP_FIRST_BATCH,
  WORKSHOPS_PER_STREAM,
  withWorkshop,
} from './workshopList';

export interface WorkshopStream {
  /** In the stream's order: nearest first. */
  workshops: readonly MechmateWorkshop[];
  /** A stream is open and has not yet sent its first batch. */
  loading: boolean;
  /** 'Hämta fler' may ask for more. */
  hasMore: boolean;
  /** The search ended without a single workshop. */
  noWorkshops: boolean;
  fetchMore: () => void;
}

/** How the last stream ended: it closed, said there are no more, or failed. */
type StreamEnd = 'closed' | 'nosites' | 'error';

interface StreamState {
  /** The search these workshops belong to. */
  key: string;
  /** Counts searches started, so the no-workshop state of each is tracked once. */
  search: number;
  workshops: readonly MechmateWorkshop[];
  streaming: boolean;
  /** Workshops the open (or last) stream sent. */
  received: number;
  /** The list grew during the last stream. */
  grew: boolean;
  end: StreamEnd | null;
}

type StreamAction =
  | { type: 'start'; key: string; more: boolean }
  | { type: 'workshop'; key: string; workshop: MechmateWorkshop }
  | { type: 'end'; key: string; end: StreamEnd };

const EMPTY: StreamState = {
  key: '',
  search: 0,
  workshops: [],
  streaming: false,
  received: 0,
  grew: false,
  end: null,
};

function streamReducer(state: StreamState, action: StreamAction): StreamState {
  if (action.type === 'start') {
    const opened = { streaming: true, received: 0, grew: false, end: null };
    return action.more && action.key === state.key
      ? { ...state, ...opened }
      : { ...EMPTY, ...opened, key: action.key, search: state.search + 1 };
  }
  if (action.key !== state.key) return state;
  if (action.type === 'workshop') {
    const workshops = withWorkshop(state.workshops, action.workshop);
    return {
      ...state,
      workshops,
      received: state.received + 1,
      grew: state.grew || workshops !== state.workshops,
    };
  }
  return { ...state, streaming: false, end: action.end };
}

/** The search for the store's car, place and chosen services; null until all three are there. */
export function workshopSearch(store: BookingStore): WorkshopSearch | null {
  if (!store.car || store.lat === null || store.lng === null) return null;
  return {
    registrationNumber: store.car.registrationNumber,
    serviceOfferings: store.services.map((service) => service.code),
    latitude: store.lat,
    longitude: store.lng,
  };
}

export function useWorkshopStream(search: WorkshopSearch | null): WorkshopStream {
  const registrationNumber = search?.registrationNumber;
  const latitude = search?.latitude;
  const longitude = search?.longitude;
  const codes = search?.serviceOfferings.join(',');
  const key = search ? JSON.stringify([registrationNumber, latitude, longitude, codes]) : '';
  const [state, dispatch] = useReducer(streamReducer, EMPTY);
  /** 'Hämta fler' of this search: the cursor to continue after. */
  const [more, setMore] = useState<{ key: string; cursor: string } | null>(null);
  const cursor = more?.key === key ? more.cursor : undefined;
  const tracked = useRef(0);

  useEffect(() => {
    if (registrationNumber === undefined || latitude === undefined || longitude === undefined) return;
    const controller = new AbortController();
    dispatch({ type: 'start', key, more: cursor !== undefined });
    const ended = (end: StreamEnd) => {
      if (!controller.signal.aborted) dispatch({ type: 'end', key, end });
    };
    void (async () => {
      try {
        const messages = streamWorkshops(
          {
            registrationNumber,
            serviceOfferings: codes ? codes.split(',') : [],
            latitude,
            longitude,
            ...(cursor === undefined ? {} : { cursor }),
          },
          controller.signal,
        );
        for await (const message of messages) {
          if (controller.signal.aborted) return;
          if ('departmentId' in message) dispatch({ type: 'workshop', key, workshop: message });
          else return ended('nosites' in message ? 'nosites' : 'error');
        }
        ended('closed');
      } catch {
        ended('error');
      }
    })();
    return () => controller.abort();
  }, [key, cursor, registrationNumber, latitude, longitude, codes]);

  const current = state.key === key && key !== '';
  const workshops = current ? state.workshops : [];
  const done = current && !state.streaming && state.end !== null;
  const noWorkshops = done && workshops.length === 0;
  const hasMore =
    done &&
    state.end === 'closed' &&
    state.received >= WORKSHOPS_PER_STREAM &&
    state.grew &&
    workshops.length < MAX_LISTED_WORKSHOPS;

  useEffect(() => {
    if (!noWorkshops || tracked.current === state.search) return;
    tracked.current = state.search;
    trackNoWorkshop();
  }, [noWorkshops, state.search]);

  const last = workshops.at(-1);
  return {
    workshops,
    loading: search !== null && (!current || (state.streaming && state.received < WORKSHOP_FIRST_BATCH)),
    hasMore,
    noWorkshops,
    fetchMore: () => {
      if (hasMore && last) setMore({ key, cursor: last.departmentId });
    },
  };
}
