import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNearestPlace, fetchPlacePredictions, PlacesClientError } from './placesClient';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser’s place search client', () => {
  it('asks this site’s autocomplete route with the query and the caller’s signal', async () => {
    const fetchMock = answer(200, {
      predictions: [{ name: 'Malmö', placeId: 'gn2692969', region: 'Skåne län' }],
    });
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    expect(await fetchPlacePredictions('malmö & co', signal)).toEqual([
      { name: 'Malmö', placeId: 'gn2692969', region: 'Skåne län' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/places/autocomplete?q=malm%C3%B6+%26+co',
      expect.objectContaining({ signal }),
    );
  });

  it('rejects with the status and the server’s reason, or a generic reason without one', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'No Swedish place within 50 km of 48.8, 2.3.' }));
    const missing = fetchNearestPlace(48.8, 2.3);
    await expect(missing).rejects.toBeInstanceOf(PlacesClientError);
    await expect(missing).rejects.toMatchObject({
      status: 404,
      message: 'No Swedish place within 50 km of 48.8, 2.3.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(fetchPlacePredictions('gote')).rejects.toMatchObject({
      status: 502,
      message: 'The place search answered 502',
    });
  });
});
