import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { CAR_CARD_FIELDS } from '../../ui';
import { predefinedCarList, predefinedCarsQuery, teaserCarCount } from './predefinedQuery';

const site = testSite();

describe('teaserCarCount: NumberOfCars, else Limit, else 8 (spec 002 §7)', () => {
  it.each([
    [['6', '12'], 6],
    [['', '12'], 12],
    [[undefined, undefined], 8],
    [['', ''], 8],
    [[4, undefined], 4],
    [[' 10 ', undefined], 10],
  ] as const)('%j → %i', (values, count) => {
    expect(teaserCarCount(...values)).toBe(count);
  });

  it('passes over values that are not a whole number from 1', () => {
    expect(teaserCarCount('0', '-3')).toBe(8);
    expect(teaserCarCount('six', '2.5')).toBe(8);
    expect(teaserCarCount(0, '5')).toBe(5);
  });

  it('never asks for more than 100, the car query limit', () => {
    expect(teaserCarCount('500')).toBe(100);
    expect(teaserCarCount('9'.repeat(40))).toBe(8);
  });
});

describe('predefinedCarList', () => {
  it('reads the filters as the car list reads its URL, only the market’s filter fields', () => {
    const state = predefinedCarList(
      site,
      'car_fuel=El&car_fuel=Laddhybrid&car_price=0..400000&car_regno=ABC123',
      '',
    );
    expect(state.filters).toEqual({ car_fuel: ['El', 'Laddhybrid'], car_price: ['0..400000'] });
    // As on the car list, a price-like range needs both bounds.
    expect(predefinedCarList(site, 'car_price=..400000', '').filters).toEqual({});
    expect(state.sortName).toBe('car_publishdate_desc');
  });

  it('takes a sort the market offers, and the default sort for any other', () => {
    expect(predefinedCarList(site, '', 'car_price_asc').sortName).toBe('car_price_asc');
    expect(predefinedCarList(site, '', 'car_power_desc').sortName).toBe('car_publishdate_desc');
    expect(predefinedCarList(site, '?sortName=car_mileage_asc', undefined).sortName).toBe('car_mileage_asc');
  });
});

describe('predefinedCarsQuery', () => {
  it('asks for the card fields of the cars matching the filters and keyphrase, sorted, as many as asked', () => {
    const state = predefinedCarList(site, 'keyphrase=volvo&car_body=SUV', 'car_price_desc');
    expect(predefinedCarsQuery(state, 6)).toEqual({
      fields: [...CAR_CARD_FIELDS],
      keyphrase: 'volvo',
      filters: { car_body: ['SUV'] },
      sort_name: 'car_price_desc',
      limit: 6,
    });
  });

  it('asks without a keyphrase when there is none', () => {
    expect(predefinedCarsQuery(predefinedCarList(site, '', ''), 8)).not.toHaveProperty('keyphrase');
  });
});
