/**
 * The place field's search as the visitor types (spec 002 §2 step 1, §9): asks `/api/places/autocomplete`
 * PLACE_SEARCH_DEBOUNCE_MS after the last keystroke, aborts the request a newer query replaces (so an
 * older, slower answer never overwrites a newer one), and returns the predictions, whether a request is
 * on its way and the search's error. An empty query clears the predictions without asking; a query is
 * cut to the API's 80 characters.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchPlacePredictions, type PlacePrediction, PlacesClientError } from '../../runtime/index';

/** The pause after the last keystroke before the search is asked. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** The longest query the API takes. */
export const PLACE_QUERY_MAX_CHARS = 80;
const SEARCH_FAILED = 'The place search failed.';

export interface PlaceSearchState {
  predictions: PlacePrediction[];
  /** A request is on its way (or waiting out the pause). */
  loading: boolean;
  /** The server's reason, or a generic one when the network failed; null while all is well. */
  error: string | null;
}

export interface PlaceSearchOptions {
  debounceMs?: number;
  /** Defaults to this site's API; tests pass a double. */
  search?: (query: string, signal: AbortSignal) => Promise<PlacePrediction[]>;
}

const IDLE: PlaceSearchState = { predictions: [], loading: false, error: null };

/** The last answer and the query it answers. */
interface Answer {
  query: string;
  predictions: PlacePrediction[];
  error: string | null;
}

export function usePlaceSearch(
  query: string,
  { debounceMs = PLACE_SEARCH_DEBOUNCE_MS, search = fetchPlacePredictions }: PlaceSearchOptions = {},
): PlaceSearchState {
  const [answer, setAnswer] = useState<Answer>({ query: '', predictions: [], error: null });
  // The latest search function without restarting the pause when a caller passes a new one each render.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const wanted = query.trim().slice(0, PLACE_QUERY_MAX_CHARS);

  useEffect(() => {
    if (!wanted) return undefined;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(wanted, abort.signal).then(
        (predictions) => {
          if (!abort.signal.aborted) setAnswer({ query: wanted, predictions, error: null });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const reason = error instanceof PlacesClientError ? error.message : SEARCH_FAILED;
          setAnswer({ query: wanted, predictions: [], error: reason });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [wanted, debounceMs]);

  if (!wanted) return IDLE;
  // While a newer query is on its way the last predictions stay, so the list does not flicker.
  if (answer.query !== wanted) return { predictions: answer.predictions, loading: true, error: null };
  return { predictions: answer.predictions, loading: false, error: answer.error };
}
