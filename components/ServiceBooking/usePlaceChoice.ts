/**
 * The place of step 1 (spec 002 §2 step 1, §5): a prediction the visitor picks becomes its Place
 * (`/api/places/details`), 'Använd min position' asks the browser's geolocation for the nearest Swedish
 * place (`/api/places/reverse`), and `?lat=…&lng=…` in the page address preselects one the same way while
 * nothing is chosen. The booking's stored place is adopted whenever it changes (the stored booking is read
 * after the page mounts). One request at a time: a newer choice aborts the one on its way, and leaving the
 * step aborts them all.
 */
import { useEffect, useRef, useState } from 'react';
import {
  fetchNearestPlace,
  fetchPlace,
  type Place,
  type PlacePrediction,
  PlacesClientError,
} from '../../runtime';
import { positionFromQuery } from './queryPosition';
import { useStoredState } from './useStoredState';

/** What went wrong with the last choice, as the field says it. */
export type PlaceProblem = 'placeFailed' | 'geolocationRefused' | 'positionFailed' | 'noPlaceNearby';

/** The geolocation's wait for a position, and the age of a position the browser may reuse. */
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 5 * 60_000 };

export interface PlaceChoice {
  /** The chosen place, null until one is known. */
  place: Place | null;
  /** The prediction whose place is being fetched. */
  pending: PlacePrediction | null;
  /** The browser's position or the place near it is being asked. */
  locating: boolean;
  problem: PlaceProblem | null;
  choose: (prediction: PlacePrediction | null) => void;
  locate: () => void;
}

const nearbyProblem = (error: unknown): PlaceProblem =>
  error instanceof PlacesClientError && error.status === 404 ? 'noPlaceNearby' : 'positionFailed';

export function usePlaceChoice(stored: Place | null): PlaceChoice {
  const [place, setPlace] = useStoredState<Place | null>(stored, null);
  const [pending, setPending] = useState<PlacePrediction | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const request = useRef<AbortController | null>(null);

  /** A new request: the one on its way is aborted, the last problem cleared. */
  function nextRequest(): AbortSignal {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setProblem(null);
    setPending(null);
    setLocating(false);
    return controller.signal;
  }

  useEffect(() => () => request.current?.abort(), []);

  // `?lat=…&lng=…` preselects the place nearest to the point while the booking has none; a place the
  // visitor or the stored booking gives meanwhile wins, and a failure leaves the field for the visitor.
  useEffect(() => {
    if (stored !== null) return undefined;
    const point = positionFromQuery(window.location.search);
    if (!point) return undefined;
    const controller = new AbortController();
    request.current = controller;
    fetchNearestPlace(point.latitude, point.longitude, controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setPlace((current) => current ?? found);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [stored, setPlace]);

  function choose(prediction: PlacePrediction | null) {
    const signal = nextRequest();
    setPlace(null);
    if (!prediction) return;
    setPending(prediction);
    fetchPlace(prediction.placeId, signal).then(
      (found) => {
        if (signal.aborted) return;
        setPlace(found);
        setPending(null);
      },
      () => {
        if (signal.aborted) return;
        setPending(null);
        setProblem('placeFailed');
      },
    );
  }

  function locate() {
    const signal = nextRequest();
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('geolocationRefused');
      return;
    }
    setLocating(true);
    const failed = (reason: PlaceProblem) => {
      if (signal.aborted) return;
      setLocating(false);
      setProblem(reason);
    };
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (signal.aborted) return;
        fetchNearestPlace(coords.latitude, coords.longitude, signal).then(
          (found) => {
            if (signal.aborted) return;
            setPlace(found);
            setLocating(false);
          },
          (error: unknown) => failed(nearbyProblem(error)),
        );
      },
      (error) => failed(error.code === error.PERMISSION_DENIED ? 'geolocationRefused' : 'positionFailed'),
      POSITION_OPTIONS,
    );
  }

  return { place, pending, locating, problem, choose, locate };
}
