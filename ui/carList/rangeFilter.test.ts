import { describe, expect, it } from 'vitest';
import {
  clampToBounds,
  digitsOnly,
  histogramBounds,
  isApplicableRange,
  isPriceLikeField,
  isRangeField,
  parseRangeInput,
  parseRangeValue,
  rangeFilterValue,
  rangeStep,
} from './rangeFilter';

const price = { min: 100_000, max: 500_000 };

describe('range filters', () => {
  it('knows the range fields and which are price-like', () => {
    expect(['car_price', 'car_mileage', 'car_power', 'retailPrice'].every(isRangeField)).toBe(true);
    expect(isRangeField('car_year')).toBe(false);
    expect(
      [
        'car_price',
        'car_campaign_price',
        'car_privateleasing_monthly_cost',
        'car_companyleasing_monthly_cost',
        'gross_price',
        'retailPrice',
      ].every(isPriceLikeField),
    ).toBe(true);
    expect(isPriceLikeField('car_mileage') || isPriceLikeField('car_power')).toBe(false);
  });

  it('takes the extent of a histogram from its first and last bucket', () => {
    expect(
      histogramBounds([
        { min: 100, max: 150, count: 1 },
        { min: 150, max: 200, count: 0 },
        { min: 200, max: 250, count: 4 },
      ]),
    ).toEqual({ min: 100, max: 250 });
    expect(histogramBounds([])).toBeNull();
  });

  it('steps by a hundredth of the extent, at least 1', () => {
    expect(rangeStep(price)).toBe(4000);
    expect(rangeStep({ min: 0, max: 50 })).toBe(1);
    expect(rangeStep({ min: 7, max: 7 })).toBe(1);
  });

  it('keeps digits only and clamps inputs to the extent', () => {
    expect(digitsOnly('1 250 000 kr')).toBe('1250000');
    expect(digitsOnly('-12,5')).toBe('125');
    expect(parseRangeInput('2 000 000', price)).toBe(500_000);
    expect(parseRangeInput('50', price)).toBe(100_000);
    expect(parseRangeInput('250 000', price)).toBe(250_000);
    expect(parseRangeInput(' kr ', price)).toBeUndefined();
    expect(clampToBounds(-1, price)).toBe(100_000);
  });

  it('parses `<min>..<max>` with either bound optional', () => {
    expect(parseRangeValue('100..200')).toEqual({ min: 100, max: 200 });
    expect(parseRangeValue('..200')).toEqual({ max: 200 });
    expect(parseRangeValue('100..')).toEqual({ min: 100 });
    expect(parseRangeValue('..')).toBeNull();
    expect(parseRangeValue('100-200')).toBeNull();
    expect(parseRangeValue('a..b')).toBeNull();
  });

  it('applies price-like ranges only with both bounds, others with one', () => {
    expect(isApplicableRange('car_price', { min: 1, max: 2 })).toBe(true);
    expect(isApplicableRange('car_price', { min: 1 })).toBe(false);
    expect(isApplicableRange('car_mileage', { max: 2 })).toBe(true);
    expect(isApplicableRange('car_mileage', {})).toBe(false);
  });

  it('makes the filter value: clamped, rounded, ordered, open at the edges unless price-like', () => {
    const mileage = { min: 0, max: 20_000 };
    expect(rangeFilterValue('car_mileage', { min: 0, max: 5000 }, mileage)).toBe('..5000');
    expect(rangeFilterValue('car_mileage', { min: 1000.4, max: 99_999 }, mileage)).toBe('1000..');
    expect(rangeFilterValue('car_mileage', { min: 9000, max: 1000 }, mileage)).toBe('1000..9000');
    expect(rangeFilterValue('car_mileage', { min: 0, max: 20_000 }, mileage)).toBeNull();
    expect(rangeFilterValue('car_mileage', { max: 3000 }, mileage)).toBe('..3000');
    expect(rangeFilterValue('car_price', { min: 100_000, max: 300_000 }, price)).toBe('100000..300000');
    expect(rangeFilterValue('car_price', { min: 150_000, max: 900_000 }, price)).toBe('150000..500000');
    expect(rangeFilterValue('car_price', { min: 150_000 }, price)).toBeNull();
    expect(rangeFilterValue('car_price', { min: 100_000, max: 500_000 }, price)).toBeNull();
  });
});
