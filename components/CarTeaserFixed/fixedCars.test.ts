import { describe, expect, it } from 'vitest';
import { CAR_CARD_FIELDS } from '../../ui';
import { carIdsOf, FIXED_CARS_LIMIT, fixedCarsQuery, inGivenOrder } from './fixedCars';

describe('carIdsOf', () => {
  it('reads ids separated by commas, semicolons, spaces and new lines, in the order given', () => {
    expect(carIdsOf('3178000019, 3178000004;3178000028\n 3178000034\t3178000026')).toEqual([
      '3178000019',
      '3178000004',
      '3178000028',
      '3178000034',
      '3178000026',
    ]);
  });

  it('keeps a repeated id once, at its first place, and ignores what cannot be an id', () => {
    expect(carIdsOf('b, a, b, <script>, a/b, ' + 'x'.repeat(65) + ', c')).toEqual(['b', 'a', 'c']);
  });

  it('takes the first 100 of more', () => {
    const ids = Array.from({ length: 130 }, (_, n) => `car-${n}`);
    expect(carIdsOf(ids.join(','))).toEqual(ids.slice(0, FIXED_CARS_LIMIT));
    expect(FIXED_CARS_LIMIT).toBe(100);
  });

  it('reads a number field and nothing from an empty one', () => {
    expect(carIdsOf(3178000004)).toEqual(['3178000004']);
    expect(carIdsOf('')).toEqual([]);
    expect(carIdsOf(undefined)).toEqual([]);
  });
});

describe('fixedCarsQuery', () => {
  it('asks for those cars’ card fields, as many as ids', () => {
    expect(fixedCarsQuery(['2', '1'])).toEqual({
      fields: [...CAR_CARD_FIELDS],
      filters: { car_id: ['2', '1'] },
      limit: 2,
    });
  });
});

describe('inGivenOrder', () => {
  it('puts the cars in the order of the ids and skips ids without a car', () => {
    const found = [{ car_id: '1' }, { car_id: '3' }, { car_id: '2' }];
    expect(inGivenOrder(['3', 'gone', '1', '2'], found).map((car) => car.car_id)).toEqual(['3', '1', '2']);
  });
});
