import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../scripts/seed/random';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { KeyphraseMatcher, typosAllowed } from './KeyphraseMatcher';
import { LocalSearchEngine } from './LocalSearchEngine';

describe('KeyphraseMatcher', () => {
  const texts = [
    { name: 'Volvo XC60 T6', city: 'Göteborg' },
    { name: 'Volkswagen ID.4', city: 'Stockholm' },
    { name: 'Kia Niro EV', city: 'Malmö' },
    { name: 'Volvo V60', city: 'Stockholm' },
  ];
  const matcher = new KeyphraseMatcher(texts.length, ['name', 'city'], (position, field) =>
    String(texts[position]?.[field as 'name' | 'city'] ?? ''),
  );
  const match = (keyphrase: string) => [...matcher.match(keyphrase)];

  it('matches every word, lower-cased, in any field, as a whole term or a prefix', () => {
    expect(match('volvo')).toEqual([0, 3]);
    expect(match('VOL stockholm')).toEqual([1, 3]);
    expect(match('id.4')).toEqual([1]);
    expect(match('volvo kia')).toEqual([]);
  });

  it('tolerates one typo in words of five letters or more, none in shorter ones', () => {
    expect(typosAllowed('kia')).toBe(0);
    expect(typosAllowed('volvo')).toBe(1);
    expect(match('Volkswagn')).toEqual([1]);
    expect(match('malmo')).toEqual([2]);
    expect(match('nira')).toEqual([]);
  });

  it('matches nothing for a keyphrase without words', () => {
    expect(match('-- !')).toEqual([]);
  });
});

describe('KeyphraseMatcher beside MiniSearch in the engine', () => {
  // Sorted requests take the matcher, unsorted ones MiniSearch: both must find the same records.
  const random = createRandom(5);
  const brands = ['Volvo', 'Volkswagen', 'Kia', 'Škoda', 'Mercedes-Benz', 'MG'];
  const stock = Array.from({ length: 1500 }, (_, index) => {
    const brand = random.pick(brands);
    return {
      car_id: String(index),
      car_brand: brand,
      car_model: `${brand.slice(0, 2)}${random.int(1, 40)}`,
      car_version: random.pick(['T6 AWD Plus', 'GTI', 'e-Power 1.5', 'Long Range', '']),
      car_body: random.pick(['SUV', 'Kombi', 'Sedan']),
      car_site_city: random.pick(['Göteborg', 'Malmö', 'Umeå']),
      car_regno: `${random.chars('ABCDEFGHJKLMNOPRSTUWXYZ', 3)}${random.digits(3)}`,
      car_price: random.int(100, 500) * 1000,
    };
  });
  const engine = new LocalSearchEngine(stock, INDEX_DEFINITIONS.vehicles);
  const ids = (keyphrase: string, sort_name?: string) =>
    engine
      .search({ index: 'x', keyphrase, limit: stock.length, ...(sort_name ? { sort_name } : {}) })
      .content.map((record) => String(record.car_id))
      .sort();

  it.each([
    ['volvo', true],
    ['Vol', true],
    ['volvp', true],
    ['Volkswagn suv', true],
    ['skoda', true],
    ['Škoda kombi', true],
    ['mercedes benz', true],
    ['mercedes-benz sedan', true],
    ['gti', true],
    ['e-power', true],
    ['long range umeå', true],
    ['mg', true],
    ['vo1', true],
    ['ab', true],
    [stock[7]?.car_regno ?? '', true],
    ['umea', false],
    ['??', false],
  ] as const)('%s', (keyphrase, matches) => {
    const found = ids(keyphrase);
    expect(found.length > 0).toBe(matches);
    expect(ids(keyphrase, 'car_price_asc')).toEqual(found);
  });
});
