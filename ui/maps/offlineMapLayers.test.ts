import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH } from './mapFrame';
import { offlineMapLayers } from './offlineMapLayers';

const CITIES = {
  Stockholm: { latitude: 59.3293, longitude: 18.0686 },
  Oslo: { latitude: 59.9139, longitude: 10.7522 },
  Helsinki: { latitude: 60.1699, longitude: 24.9384 },
  Bratislava: { latitude: 48.1486, longitude: 17.1077 },
  Leeds: { latitude: 53.8008, longitude: -1.5491 },
};

describe('offlineMapLayers', () => {
  it.each(Object.entries(CITIES))(
    'draws %s inside the frame, in its country among its neighbours',
    (_, city) => {
      const { pin, land, country, borders } = offlineMapLayers(city);
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(MAP_WIDTH);
      expect(pin.y).toBeGreaterThan(25); // the pin's head stands above its point
      expect(pin.y).toBeLessThan(MAP_HEIGHT);
      expect(country).toMatch(/^M/);
      expect(land).toMatch(/^M/);
      expect(borders).toMatch(/^M/);
    },
  );

  it('keeps the page light: a country map is a few tens of kB of SVG path data', () => {
    for (const city of Object.values(CITIES)) {
      const { land, country, borders } = offlineMapLayers(city);
      expect(land.length + country.length + borders.length).toBeLessThan(40_000);
    }
  });

  it('puts a pin at sea or beyond the outlines in the middle of an empty frame', () => {
    const atSea = offlineMapLayers({ latitude: 45, longitude: -20 });
    expect(atSea.country).toBe('');
    expect(atSea.pin).toEqual({ x: MAP_WIDTH / 2, y: expect.any(Number) });
    const sydney = offlineMapLayers({ latitude: -33.87, longitude: 151.21 });
    expect(sydney).toMatchObject({ land: '', country: '', borders: '' });
  });
});
