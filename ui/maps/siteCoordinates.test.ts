import { describe, expect, it } from 'vitest';
import { mapsSearchHref } from './mapsSearchHref';
import { DEFAULT_COORDINATES, siteCoordinates } from './siteCoordinates';

describe('siteCoordinates', () => {
  it('reads "lat,lng" with or without spaces and signs', () => {
    expect(siteCoordinates('59.9139,10.7522')).toEqual({ latitude: 59.9139, longitude: 10.7522 });
    expect(siteCoordinates(' 53.8008 , -1.5491 ')).toEqual({ latitude: 53.8008, longitude: -1.5491 });
  });

  it('falls back to central Stockholm for a missing, malformed, out-of-range or empty-form value', () => {
    for (const junk of [
      undefined,
      '',
      'Stockholm',
      '59.3;18.0',
      '59.3,18.0,3',
      '91,18',
      '59,181',
      '0,0',
      '1e3,2',
      `${'1'.repeat(70)},1`,
    ]) {
      expect(siteCoordinates(junk)).toEqual(DEFAULT_COORDINATES);
    }
    expect(DEFAULT_COORDINATES).toEqual({ latitude: 59.3293, longitude: 18.0686 });
  });
});

describe('mapsSearchHref', () => {
  it('links an address to a Google Maps search, encoded', () => {
    const href = new URL(mapsSearchHref(' Kungsgatan 1, 111 43 Stockholm '));
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/search/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(href.searchParams.get('query')).toBe('Kungsgatan 1, 111 43 Stockholm');
  });

  it('bounds what it puts in the link', () => {
    expect(new URL(mapsSearchHref('x'.repeat(5000))).searchParams.get('query')).toHaveLength(200);
  });
});
