import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH } from './mapFrame';
import { offlineMapLayers } from './offlineMapLayers';

/** Whether a point lies inside an SVG path of closed rings (M…L…Z, as d3 draws them), by the even-odd rule. */
function pathContains(d: string, { x, y }: { x: number; y: number }): boolean {
  const rings = d
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z$/, '')
        .split('L')
        .map((point) => point.split(',').map(Number)),
    );
  let inside = false;
  for (const ring of rings) {
    ring.forEach(([x1 = 0, y1 = 0], index) => {
      const [x2 = 0, y2 = 0] = ring[(index + ring.length - 1) % ring.length] ?? [];
      if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
    });
  }
  return inside;
}

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

  it.each(Object.entries(CITIES))(
    "draws the borders between %s's country's regions and tints the region the pin is in",
    (_, city) => {
      const { pin, region, regions } = offlineMapLayers(city);
      expect(regions).toMatch(/^M/);
      expect(region).toMatch(/^M.*Z$/);
      expect(pathContains(region, pin)).toBe(true);
    },
  );

  it("tints the pin's own region, not its neighbour's", () => {
    const stockholm = offlineMapLayers(CITIES.Stockholm);
    const uppsala = offlineMapLayers({ latitude: 59.8586, longitude: 17.6389 });
    expect(uppsala.region).not.toBe(stockholm.region);
    expect(pathContains(uppsala.region, uppsala.pin)).toBe(true);
    expect(pathContains(stockholm.region, uppsala.pin)).toBe(false);
  });

  it('puts a pin in the archipelago, off every region, in the nearest region', () => {
    const archipelago = offlineMapLayers({ latitude: 59.4, longitude: 19 });
    expect(archipelago.region).toMatch(/^M/);
    expect(archipelago.region).toBe(offlineMapLayers(CITIES.Stockholm).region);
  });

  it('draws no regions in a country the outlines have none for', () => {
    const berlin = offlineMapLayers({ latitude: 52.52, longitude: 13.405 });
    expect(berlin.country).toMatch(/^M/);
    expect(berlin).toMatchObject({ region: '', regions: '' });
  });

  it('keeps the page light: a country map is a few tens of kB of SVG path data', () => {
    for (const city of Object.values(CITIES)) {
      const { land, country, region, regions, borders } = offlineMapLayers(city);
      expect(land.length + country.length + region.length + regions.length + borders.length).toBeLessThan(
        40_000,
      );
    }
  });

  it('puts a pin at sea or beyond the outlines in the middle of an empty frame', () => {
    const atSea = offlineMapLayers({ latitude: 45, longitude: -20 });
    expect(atSea).toMatchObject({ country: '', region: '', regions: '' });
    expect(atSea.pin).toEqual({ x: MAP_WIDTH / 2, y: expect.any(Number) });
    const sydney = offlineMapLayers({ latitude: -33.87, longitude: 151.21 });
    expect(sydney).toMatchObject({ land: '', country: '', region: '', regions: '', borders: '' });
  });
});

describe('offlineMapLayers with several pins', () => {
  const GOTEBORG = { latitude: 57.7089, longitude: 11.9746 };
  const BORAS = { latitude: 57.721, longitude: 12.9401 };
  const MALMO = { latitude: 55.605, longitude: 13.0038 };

  it("projects every pin into the focused pin's frame, where it lies", () => {
    const layers = offlineMapLayers(GOTEBORG, [GOTEBORG, BORAS, MALMO, CITIES.Stockholm]);
    const [goteborg, boras, malmo, stockholm] = layers.pins;
    expect(goteborg).toEqual(layers.pin);
    expect(layers.country).toBe(offlineMapLayers(GOTEBORG).country);
    for (const point of layers.pins) {
      expect(point?.x).toBeGreaterThanOrEqual(0);
      expect(point?.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(point?.y).toBeGreaterThanOrEqual(0);
      expect(point?.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // Borås east of Göteborg; Malmö south; Stockholm north-east.
    expect(boras?.x).toBeGreaterThan(goteborg?.x ?? Infinity);
    expect(Math.abs((boras?.y ?? 0) - (goteborg?.y ?? 0))).toBeLessThan(2);
    expect(malmo?.y).toBeGreaterThan(goteborg?.y ?? Infinity);
    expect(stockholm?.x).toBeGreaterThan(boras?.x ?? Infinity);
    expect(stockholm?.y).toBeLessThan(goteborg?.y ?? -Infinity);
  });

  it('leaves out the pins outside the frame', () => {
    const layers = offlineMapLayers(GOTEBORG, [
      BORAS,
      CITIES.Bratislava,
      { latitude: -33.87, longitude: 151.21 },
    ]);
    expect(layers.pins[0]).not.toBeNull();
    expect(layers.pins.slice(1)).toEqual([null, null]);
  });

  it('frames the map around the focused pin, not the first one', () => {
    const around = offlineMapLayers(CITIES.Oslo, [GOTEBORG, CITIES.Oslo]);
    expect(around.country).toBe(offlineMapLayers(CITIES.Oslo).country);
    expect(around.pins[1]).toEqual(around.pin);
  });
});
