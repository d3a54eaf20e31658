import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { formatRange, formatRangeValue } from './formatRangeValue';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRangeValue', () => {
  it('formats prices in the market’s currency, mileage in its unit, other numbers plainly', () => {
    const site = testSite();
    expect(nbsp(formatRangeValue(site, 'car_price', 249900))).toBe('249 900 kr');
    expect(nbsp(formatRangeValue(site, 'car_mileage', 12000))).toBe('12 000 mil');
    expect(nbsp(formatRangeValue(site, 'car_power', 150))).toBe('150');
    const uk = testSite({ locale: 'en-GB', currency: 'GBP', mileageUnit: 'miles' });
    expect(formatRangeValue(uk, 'car_privateleasing_monthly_cost', 299)).toBe('£299');
    expect(formatRangeValue(uk, 'car_mileage', 12000)).toBe('12,000 miles');
  });

  it('formats a range with one or both bounds', () => {
    const site = testSite({ locale: 'en-GB', mileageUnit: 'km' });
    expect(formatRange(site, 'car_mileage', { min: 1000, max: 5000 })).toBe('1,000 km – 5,000 km');
    expect(formatRange(site, 'car_mileage', { min: 1000 })).toBe('≥ 1,000 km');
    expect(formatRange(site, 'car_mileage', { max: 5000 })).toBe('≤ 5,000 km');
  });
});
