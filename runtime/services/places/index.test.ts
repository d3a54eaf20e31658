import { describe, expect, it } from 'vitest';
import { EmbeddedPlaces } from './embedded/EmbeddedPlaces';
import { placesServiceFromEnv } from './index';

describe('placesServiceFromEnv', () => {
  it('is the embedded search without MAPS_API_KEY, the maps provider with one', () => {
    expect(placesServiceFromEnv({})).toBeInstanceOf(EmbeddedPlaces);
    expect(placesServiceFromEnv({ MAPS_API_KEY: ' ' })).toBeInstanceOf(EmbeddedPlaces);
    expect(
      placesServiceFromEnv({ MAPS_API_KEY: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz_12' }),
    ).not.toBeInstanceOf(EmbeddedPlaces);
  });

  it('refuses a key that cannot be one, naming the variable', () => {
    expect(() => placesServiceFromEnv({ MAPS_API_KEY: 'short' })).toThrow(/MAPS_API_KEY/);
  });
});
