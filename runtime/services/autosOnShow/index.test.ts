import { describe, expect, it } from 'vitest';
import { testSite } from '../../../tests/fixtures/testSite';
import { EmbeddedAutosOnShow } from './embedded/EmbeddedAutosOnShow';
import { autosOnShowDataDir, autosOnShowServiceFromEnv, carsOnShowIndexes } from './index';

const uk = testSite({ name: 'uk', features: { ...testSite().features, carsOnShowExtras: true } });
const se = testSite({ name: 'se' });

describe('the autos-on-show service switch', () => {
  it('is the hosted client when AUTOS_ON_SHOW_API_URL is set, else the embedded service', () => {
    const hosted = autosOnShowServiceFromEnv({ AUTOS_ON_SHOW_API_URL: 'https://aos.example.com/api/hedin' }, [
      uk,
    ]);
    expect(hosted).not.toBeInstanceOf(EmbeddedAutosOnShow);
    const embedded = autosOnShowServiceFromEnv({ AUTOS_ON_SHOW_DATA_DIR: '/tmp/aos-test' }, [uk]);
    expect(embedded).toBeInstanceOf(EmbeddedAutosOnShow);
    (embedded as EmbeddedAutosOnShow).close();
  });

  it('serves the vehicle indexes of the sites that show cars on show, each once', () => {
    const indexes = carsOnShowIndexes([uk, se, { ...uk, name: 'uk2' }]);
    expect(indexes.map(({ name }) => name)).toEqual([uk.searchIndexes.vehicles]);
    expect(indexes[0]?.file).toMatch(new RegExp(`data/search/${uk.searchIndexes.vehicles}\\.json$`));
  });

  it('keeps its sqlite file in AUTOS_ON_SHOW_DATA_DIR, else data/autosonshow', () => {
    expect(autosOnShowDataDir({ AUTOS_ON_SHOW_DATA_DIR: ' /srv/aos ' })).toBe('/srv/aos');
    expect(autosOnShowDataDir({})).toMatch(/data\/autosonshow$/);
  });
});
