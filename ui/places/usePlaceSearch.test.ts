// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlacePrediction, PlacesClientError } from '../../runtime/index';
import { PLACE_SEARCH_DEBOUNCE_MS, usePlaceSearch } from './usePlaceSearch';

const goteborg: PlacePrediction = { name: 'Göteborg', placeId: 'gn2711537', region: 'Västra Götalands län' };
const malmo: PlacePrediction = { name: 'Malmö', placeId: 'gn2692969', region: 'Skåne län' };

/** A search double whose answers the test settles by hand, recording each query and its signal. */
function manualSearch() {
  const calls: { query: string; signal: AbortSignal; settle: (answer: PlacePrediction[] | Error) => void }[] =
    [];
  const search = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<PlacePrediction[]>((resolve, reject) => {
        calls.push({
          query,
          signal,
          settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
        });
      }),
  );
  return { search, calls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const settle = (work: () => void) =>
  act(async () => {
    work();
    await Promise.resolve();
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePlaceSearch', () => {
  it('asks once, 300 ms after the last keystroke, and returns the predictions', async () => {
    const { search, calls } = manualSearch();
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(query, { search }), {
      initialProps: { query: 'g' },
    });
    rerender({ query: 'go' });
    advance(PLACE_SEARCH_DEBOUNCE_MS - 1);
    rerender({ query: 'göt' });
    advance(PLACE_SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]?.query).toBe('göt');
    await settle(() => calls[0]?.settle([goteborg]));
    expect(result.current).toEqual({ predictions: [goteborg], loading: false, error: null });
  });

  it('aborts the request a newer query replaces, and never shows its late answer', async () => {
    const { search, calls } = manualSearch();
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(query, { search }), {
      initialProps: { query: 'gote' },
    });
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    rerender({ query: 'malm' });
    expect(calls[0]?.signal.aborted).toBe(true);
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    await settle(() => calls[1]?.settle([malmo]));
    await settle(() => calls[0]?.settle([goteborg]));
    expect(result.current.predictions).toEqual([malmo]);
  });

  it('clears the predictions for an empty query without asking', async () => {
    const { search, calls } = manualSearch();
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(query, { search }), {
      initialProps: { query: 'malm' },
    });
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    await settle(() => calls[0]?.settle([malmo]));
    rerender({ query: '   ' });
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ predictions: [], loading: false, error: null });
  });

  it('cuts a long query to the 80 characters the API takes', () => {
    const { search, calls } = manualSearch();
    renderHook(() => usePlaceSearch(`  ${'a'.repeat(100)}`, { search }));
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    expect(calls[0]?.query).toBe('a'.repeat(80));
  });

  it('returns the server’s reason when the search fails, a generic one when the network does', async () => {
    const { search, calls } = manualSearch();
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(query, { search }), {
      initialProps: { query: 'gote' },
    });
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    await settle(() => calls[0]?.settle(new PlacesClientError(503, 'The place search failed.')));
    expect(result.current).toEqual({ predictions: [], loading: false, error: 'The place search failed.' });
    rerender({ query: 'gotl' });
    expect(result.current.error).toBeNull();
    advance(PLACE_SEARCH_DEBOUNCE_MS);
    await settle(() => calls[1]?.settle(new TypeError('Failed to fetch')));
    expect(result.current.error).toBe('The place search failed.');
  });
});
