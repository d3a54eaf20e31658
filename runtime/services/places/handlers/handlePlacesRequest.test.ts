import { describe, expect, it, vi } from 'vitest';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import { type Place, PlaceNotFoundError, type PlacesService } from '../contract';
import { EmbeddedPlaces } from '../embedded/EmbeddedPlaces';
import {
  handlePlaceDetails,
  handlePlacesAutocomplete,
  handleReversePlace,
  PLACE_SEARCH_FAILED,
} from './handlePlacesRequest';

const stockholm: Place = {
  name: 'Stockholm',
  latitude: 59.32938,
  longitude: 18.06871,
  placeId: 'gn2673730',
  region: 'Stockholms län',
};

/** A service whose every call is counted and answers as given. */
const answering = (result: () => Promise<never> | Promise<Place>): PlacesService => ({
  autocomplete: vi.fn(async () => [{ name: 'Stockholm', placeId: 'gn2673730', region: 'Stockholms län' }]),
  details: vi.fn(result),
  reverse: vi.fn(result),
});

const embedded = { service: new EmbeddedPlaces() };

describe('handlePlacesAutocomplete (GET /api/places/autocomplete?q=)', () => {
  it('answers the predictions of the query', async () => {
    const { status, body } = await handlePlacesAutocomplete({ q: 'GÖTEBORG' }, embedded);
    expect(status).toBe(200);
    expect(body).toMatchObject({ predictions: [{ name: 'Göteborg', region: 'Västra Götalands län' }] });
    expect(await handlePlacesAutocomplete({ q: 'zzzz' }, embedded)).toEqual({
      status: 200,
      body: { predictions: [] },
    });
  });

  it.each([
    [{}, 'missing parameter "q"'],
    [{ q: '' }, 'invalid parameter "q": The start of a place\'s name, 1 to 80 characters, not only spaces'],
    [{ q: '   ' }, 'invalid parameter "q"'],
    [{ q: 'x'.repeat(81) }, 'invalid parameter "q"'],
    [{ q: ['gote', 'malmo'] }, 'invalid parameter "q"'],
    [{ q: 'gote', page: '2' }, 'unknown parameter "page"'],
  ])('answers 400 for %j, naming the parameter, without asking the service', async (query, reason) => {
    const service = answering(async () => stockholm);
    const { status, body } = await handlePlacesAutocomplete(query, { service });
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(reason);
    expect(service.autocomplete).not.toHaveBeenCalled();
  });
});

describe('handlePlaceDetails (GET /api/places/details?placeId=)', () => {
  it('answers the Place, and 404 for an id no place has', async () => {
    expect(await handlePlaceDetails({ placeId: 'gn2673730' }, embedded)).toEqual({
      status: 200,
      body: stockholm,
    });
    expect(await handlePlaceDetails({ placeId: 'gn1' }, embedded)).toMatchObject({ status: 404 });
  });

  it.each([{}, { placeId: '' }, { placeId: '<script>' }, { placeId: 'x'.repeat(513) }])(
    'answers 400 for %j',
    async (query) => {
      const service = answering(async () => stockholm);
      expect(await handlePlaceDetails(query, { service })).toMatchObject({ status: 400 });
      expect(service.details).not.toHaveBeenCalled();
    },
  );
});

describe('handleReversePlace (GET /api/places/reverse?lat=&lng=)', () => {
  it('answers Stockholm for coordinates in Stockholm, and 404 far from Sweden', async () => {
    expect(await handleReversePlace({ lat: '59.3326', lng: '18.0649' }, embedded)).toEqual({
      status: 200,
      body: stockholm,
    });
    expect(await handleReversePlace({ lat: '48.8566', lng: '2.3522' }, embedded)).toMatchObject({
      status: 404,
    });
  });

  it.each([
    [{ lat: '59.3' }, 'missing parameter "lng"'],
    [
      { lat: '91', lng: '18' },
      'invalid parameter "lat": Latitude in decimal degrees (WGS 84), from -90 to 90',
    ],
    [{ lat: '59', lng: '181.5' }, 'invalid parameter "lng"'],
    [{ lat: 'north', lng: '18' }, 'invalid parameter "lat"'],
    [{ lat: '1e3', lng: '18' }, 'invalid parameter "lat"'],
    [{ lat: ['59', '60'], lng: '18' }, 'invalid parameter "lat"'],
  ])('answers 400 for %j', async (query, reason) => {
    const service = answering(async () => stockholm);
    const { status, body } = await handleReversePlace(query, { service });
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(reason);
    expect(service.reverse).not.toHaveBeenCalled();
  });
});

describe('a failing maps provider', () => {
  it('is 503 with Retry-After while its breaker is open, 504 on a spent budget, 502 otherwise, each logged', async () => {
    const logError = vi.fn();
    const open = answering(async () => {
      throw new UpstreamUnavailableError('places', 'open', 12, 'places is unavailable');
    });
    expect(await handlePlaceDetails({ placeId: 'ChIJx' }, { service: open, logError })).toEqual({
      status: 503,
      retryAfterSeconds: 12,
      body: { error: PLACE_SEARCH_FAILED },
    });
    const slow = answering(async () => {
      throw new UpstreamUnavailableError('places', 'timeout', 5, 'places did not answer');
    });
    expect(await handleReversePlace({ lat: '59', lng: '18' }, { service: slow, logError })).toMatchObject({
      status: 504,
    });
    const broken = answering(async () => {
      throw new Error('The maps provider answered REQUEST_DENIED');
    });
    expect(await handlePlaceDetails({ placeId: 'ChIJx' }, { service: broken, logError })).toEqual({
      status: 502,
      body: { error: PLACE_SEARCH_FAILED },
    });
    expect(logError).toHaveBeenCalledTimes(3);
    expect(logError).toHaveBeenLastCalledWith('Place search (details) failed:', expect.any(Error));
  });

  it('passes the caller’s signal on, and a not-found from the provider is 404, not logged', async () => {
    const logError = vi.fn();
    const service = answering(async () => {
      throw new PlaceNotFoundError('The maps provider knows no Swedish place "ChIJx".');
    });
    const signal = new AbortController().signal;
    expect(await handlePlaceDetails({ placeId: 'ChIJx' }, { service, signal, logError })).toEqual({
      status: 404,
      body: { error: 'The maps provider knows no Swedish place "ChIJx".' },
    });
    expect(service.details).toHaveBeenCalledWith('ChIJx', { signal });
    expect(logError).not.toHaveBeenCalled();
  });
});
