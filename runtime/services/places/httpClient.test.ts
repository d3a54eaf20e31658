import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectBreakerToOpen, FAILING_ANSWERS } from '../../../tests/faults/breakerOpens';
import {
  type FakeUpstream,
  type RecordedRequest,
  startFakeUpstream,
  timed,
} from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import { PlaceNotFoundError, PlacesRequestError } from './contract';
import { httpPlacesService } from './httpClient';

const TIMEOUT_MS = 300;
const THRESHOLD = 3;
const KEY = 'AIzaSyA-abcdefghijklmnopqrstuvwxyz_12';

const json = (status: number, body: unknown) => (_request: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Google's address components of a locality in a län of Sweden (or another country). */
const components = (locality: string, region: string, country = 'SE') => [
  { long_name: locality, short_name: locality, types: ['locality', 'political'] },
  { long_name: region, short_name: region, types: ['administrative_area_level_1', 'political'] },
  { long_name: 'Sverige', short_name: country, types: ['country', 'political'] },
];

const goteborg = {
  name: 'Göteborg',
  place_id: 'ChIJvbS6_TvzT0YRbG4YLo6m2wQ',
  geometry: { location: { lat: 57.70887, lng: 11.97456 } },
  address_components: components('Göteborg', 'Västra Götalands län'),
};

let upstream: FakeUpstream;
let breaker: CircuitBreaker;

beforeEach(async () => {
  upstream = await startFakeUpstream(json(200, { status: 'ZERO_RESULTS', predictions: [] }));
  breaker = new CircuitBreaker('places', { failureThreshold: THRESHOLD, coolDownMs: 30_000 });
});

afterEach(async () => {
  await upstream.close();
});

const service = () =>
  httpPlacesService(KEY, { baseUrl: `${upstream.origin}/maps/api/`, timeoutMs: TIMEOUT_MS, breaker });

const asked = (request: RecordedRequest | undefined) => new URL(request?.url ?? '/', upstream.origin);

describe('httpPlacesService against a fake maps provider', () => {
  it('asks Places Autocomplete for Swedish localities in Swedish and answers name, id and län', async () => {
    upstream.behave(
      json(200, {
        status: 'OK',
        predictions: [
          {
            description: 'Göteborg, Sverige',
            place_id: goteborg.place_id,
            structured_formatting: { main_text: 'Göteborg', secondary_text: 'Sverige' },
          },
          {
            description: 'Götene, Västra Götalands län, Sverige',
            place_id: 'ChIJ-gotene',
            structured_formatting: { main_text: 'Götene', secondary_text: 'Västra Götalands län, Sverige' },
          },
        ],
      }),
    );
    expect(await service().autocomplete(' Göt')).toEqual([
      { name: 'Göteborg', placeId: goteborg.place_id, region: 'Sverige' },
      { name: 'Götene', placeId: 'ChIJ-gotene', region: 'Västra Götalands län' },
    ]);
    const url = asked(upstream.requests[0]);
    expect(url.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: 'Göt',
      components: 'country:se',
      types: '(cities)',
      language: 'sv',
      key: KEY,
    });
  });

  it('answers no predictions for ZERO_RESULTS', async () => {
    expect(await service().autocomplete('qqqq')).toEqual([]);
  });

  it('answers a prediction’s Place from Place Details, and not found for an unknown or foreign place', async () => {
    upstream.behave(json(200, { status: 'OK', result: goteborg }));
    expect(await service().details(goteborg.place_id)).toEqual({
      name: 'Göteborg',
      latitude: 57.70887,
      longitude: 11.97456,
      placeId: goteborg.place_id,
      region: 'Västra Götalands län',
    });
    expect(Object.fromEntries(asked(upstream.requests[0]).searchParams)).toMatchObject({
      place_id: goteborg.place_id,
      fields: 'address_components,geometry/location,name,place_id',
      language: 'sv',
    });
    upstream.behave(json(200, { status: 'NOT_FOUND' }));
    await expect(service().details('ChIJgone')).rejects.toBeInstanceOf(PlaceNotFoundError);
    upstream.behave(json(200, { status: 'INVALID_REQUEST' }));
    await expect(service().details('ChIJbad')).rejects.toBeInstanceOf(PlaceNotFoundError);
    upstream.behave(
      json(200, {
        status: 'OK',
        result: { ...goteborg, address_components: components('Oslo', 'Oslo', 'NO') },
      }),
    );
    await expect(service().details('ChIJoslo')).rejects.toBeInstanceOf(PlaceNotFoundError);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it('answers the nearest Swedish locality from reverse geocoding', async () => {
    upstream.behave(
      json(200, {
        status: 'OK',
        results: [
          {
            place_id: 'ChIJstockholm',
            geometry: { location: { lat: 59.32932, lng: 18.06858 } },
            address_components: components('Stockholm', 'Stockholms län'),
          },
        ],
      }),
    );
    expect(await service().reverse(59.3326, 18.0649)).toEqual({
      name: 'Stockholm',
      latitude: 59.32932,
      longitude: 18.06858,
      placeId: 'ChIJstockholm',
      region: 'Stockholms län',
    });
    const url = asked(upstream.requests[0]);
    expect(url.pathname).toBe('/maps/api/geocode/json');
    expect(url.searchParams.get('latlng')).toBe('59.3326,18.0649');
    upstream.behave(json(200, { status: 'ZERO_RESULTS', results: [] }));
    await expect(service().reverse(0, 0)).rejects.toBeInstanceOf(PlaceNotFoundError);
  });

  it('refuses a request the schemas refuse without calling the provider', async () => {
    await expect(service().autocomplete('x'.repeat(81))).rejects.toBeInstanceOf(PlacesRequestError);
    await expect(service().details('a/b')).rejects.toBeInstanceOf(PlacesRequestError);
    await expect(service().reverse(95, 0)).rejects.toBeInstanceOf(PlacesRequestError);
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives up at its time budget on a hanging provider', async () => {
    upstream.behave('hang');
    const { ms, error } = await timed(() => service().autocomplete('gote'));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout', status: 504 });
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('fails on a refused key (REQUEST_DENIED) and names the status but never the key', async () => {
    upstream.behave(
      json(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
    );
    const { error } = await timed(() => service().autocomplete('gote'));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'failed', status: 502 });
    expect((error as Error).message).toBe(
      'The maps provider answered REQUEST_DENIED: The provided API key is invalid.',
    );
    expect(breaker.snapshot().consecutiveFailures).toBe(1);
  });

  it('is unavailable on a 403 with the provider’s reason', async () => {
    upstream.behave(json(403, { error_message: 'This IP is not authorised' }));
    const { error } = await timed(() => service().reverse(59, 18));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', status: 502 });
    expect((error as Error).message).toContain('answered 403');
    expect((error as Error).message).not.toContain(KEY);
  });

  it.each(FAILING_ANSWERS)(
    'is unavailable on %s, and after enough such answers its breaker fails fast',
    (_what, behaviour) =>
      expectBreakerToOpen(upstream, behaviour, { threshold: THRESHOLD, retryAfterSeconds: 30 }, () =>
        service().autocomplete('gote'),
      ),
  );

  it('names what is wrong with an answer that is not the provider’s shape', async () => {
    upstream.behave(json(200, { status: 'OK', result: { place_id: 'ChIJx', geometry: {} } }));
    const { error } = await timed(() => service().details('ChIJx'));
    expect((error as Error).message).toContain('/result');
  });
});
