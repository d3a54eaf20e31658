import { describe, expect, it } from 'vitest';
import type { SearchService } from '../search/contract';
import { EmbeddedMechmate } from './embedded/EmbeddedMechmate';
import { mechmateDataDir, mechmateServiceFromEnv } from './index';

const search: SearchService = () => Promise.reject(new Error('not used'));

describe('the workshop backend switch', () => {
  it('is the HTTP client when MECHMATE_URL is set, else the embedded backend', () => {
    const hosted = mechmateServiceFromEnv({ MECHMATE_URL: 'https://workshop.example' }, () => search);
    expect(hosted).not.toBeInstanceOf(EmbeddedMechmate);
    expect(mechmateServiceFromEnv({ MECHMATE_URL: ' ' }, () => search)).toBeInstanceOf(EmbeddedMechmate);
  });

  it('keeps its sqlite file in MECHMATE_DATA_DIR, else data/mechmate', () => {
    expect(mechmateDataDir({ MECHMATE_DATA_DIR: ' /srv/mechmate ' })).toBe('/srv/mechmate');
    expect(mechmateDataDir({})).toMatch(/data\/mechmate$/);
  });
});
