import { describe, expect, it } from 'vitest';
import { MAX_PREDICTIONS, PlaceNotFoundError, PlacesRequestError } from '../contract';
import { EmbeddedPlaces, REVERSE_RADIUS_KM } from './EmbeddedPlaces';
import localities from './swedishLocalities.generated.json';

const places = new EmbeddedPlaces();
const names = async (query: string) => (await places.autocomplete(query)).map(({ name }) => name);

describe('the committed list of Swedish localities', () => {
  it('holds the largest places with their län, each id once, all inside Sweden', () => {
    expect(localities.length).toBeGreaterThan(750);
    expect(new Set(localities.map(({ id }) => id)).size).toBe(localities.length);
    for (const { latitude, longitude, region } of localities) {
      expect(latitude).toBeGreaterThan(55.3);
      expect(latitude).toBeLessThan(69.1);
      expect(longitude).toBeGreaterThan(10.9);
      expect(longitude).toBeLessThan(24.2);
      expect(region).toMatch(/ län$/);
    }
    expect(new Set(localities.map(({ region }) => region)).size).toBe(21);
  });
});

describe('EmbeddedPlaces.autocomplete', () => {
  it.each(['gote', 'Göt', 'GÖTEBORG', ' göteborg '])(
    'finds Göteborg first by %j, case and diacritics aside',
    async (query) => {
      expect(await places.autocomplete(query)).toEqual(
        expect.arrayContaining([{ name: 'Göteborg', placeId: 'gn2711537', region: 'Västra Götalands län' }]),
      );
      expect((await names(query))[0]).toBe('Göteborg');
    },
  );

  it('finds Malmö in Skåne, and shows the län that tells two places of one name apart', async () => {
    expect((await places.autocomplete('malmo'))[0]).toEqual({
      name: 'Malmö',
      placeId: 'gn2692969',
      region: 'Skåne län',
    });
    const vikens = (await places.autocomplete('viken')).filter(({ name }) => name === 'Viken');
    expect(vikens.map(({ region }) => region).sort()).toEqual(['Skåne län', 'Västerbottens län']);
  });

  it('ranks by population, names that start with the query before later words', async () => {
    const found = await names('s');
    expect(found).toHaveLength(MAX_PREDICTIONS);
    expect(found[0]).toBe('Stockholm');
    expect(await names('väsby')).toEqual(['Upplands Väsby']);
    const sala = await names('sala');
    expect(sala[0]).toBe('Sala');
  });

  it('answers at most eight, and nothing for a place it does not know', async () => {
    expect(await places.autocomplete('a')).toHaveLength(MAX_PREDICTIONS);
    expect(await places.autocomplete('Oslo')).toEqual([]);
    expect(await places.autocomplete('qqqq')).toEqual([]);
  });

  it('refuses an empty or overlong query like the API does', async () => {
    await expect(places.autocomplete('   ')).rejects.toBeInstanceOf(PlacesRequestError);
    await expect(places.autocomplete('x'.repeat(81))).rejects.toThrow(/invalid parameter "q"/);
  });
});

describe('EmbeddedPlaces.details', () => {
  it('answers the Place of a prediction', async () => {
    const [stockholm] = await places.autocomplete('stockholm');
    expect(await places.details(stockholm?.placeId ?? '')).toEqual({
      name: 'Stockholm',
      latitude: 59.32938,
      longitude: 18.06871,
      placeId: 'gn2673730',
      region: 'Stockholms län',
    });
  });

  it('answers not found for an unknown id and refuses one that cannot be an id', async () => {
    await expect(places.details('gn1')).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(places.details('../etc')).rejects.toBeInstanceOf(PlacesRequestError);
  });
});

describe('EmbeddedPlaces.reverse', () => {
  it('answers the nearest place: Stockholm for central Stockholm, Kiruna for the town square', async () => {
    expect(await places.reverse(59.3326, 18.0649)).toMatchObject({
      name: 'Stockholm',
      region: 'Stockholms län',
    });
    expect(await places.reverse(67.8489, 20.3028)).toMatchObject({ name: 'Kiruna' });
    expect(await places.reverse(57.7, 11.97)).toMatchObject({ name: 'Göteborg' });
  });

  it(`answers not found for a point more than ${REVERSE_RADIUS_KM} km from any Swedish place`, async () => {
    await expect(places.reverse(59.9139, 10.7522)).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(places.reverse(48.8566, 2.3522)).rejects.toBeInstanceOf(PlaceNotFoundError);
  });

  it('refuses coordinates that are not a point', async () => {
    await expect(places.reverse(91, 18)).rejects.toThrow(/invalid parameter "lat"/);
    await expect(places.reverse(59, Number.NaN)).rejects.toBeInstanceOf(PlacesRequestError);
  });
});
