import { describe, expect, it } from 'vitest';
import { EmbeddedTireHotel } from './embedded/EmbeddedTireHotel';
import { tireHotelDataDir, tireHotelServiceFromEnv } from './index';

describe('the tyre hotel backend switch', () => {
  it('is the HTTP client when TIREHOTEL_URL is set, else the embedded backend', () => {
    expect(tireHotelServiceFromEnv({ TIREHOTEL_URL: 'https://tirehotel.example' })).not.toBeInstanceOf(
      EmbeddedTireHotel,
    );
    expect(tireHotelServiceFromEnv({ TIREHOTEL_URL: ' ', TIREHOTEL_DATA_DIR: '/tmp/unused' })).toBeInstanceOf(
      EmbeddedTireHotel,
    );
  });

  it('keeps its sqlite file in TIREHOTEL_DATA_DIR, else data/tirehotel', () => {
    expect(tireHotelDataDir({ TIREHOTEL_DATA_DIR: ' /srv/tirehotel ' })).toBe('/srv/tirehotel');
    expect(tireHotelDataDir({})).toMatch(/data\/tirehotel$/);
  });
});
