import { describe, expect, it } from 'vitest';
import { createMarketFormat } from './marketFormat';

const sweden = createMarketFormat({ locale: 'sv-SE', currency: 'SEK', mileageUnit: 'mil' });
const finland = createMarketFormat({ locale: 'fi-FI', currency: 'EUR', mileageUnit: 'km' });
const britain = createMarketFormat({ locale: 'en-GB', currency: 'GBP', mileageUnit: 'miles' });
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('createMarketFormat', () => {
  it('rounds car prices to local price points', () => {
    expect(sweden.carPrice(249_345, true)).toBe(248_900);
    expect(sweden.carPrice(249_345, false)).toBe(249_000);
    expect(finland.carPrice(24_961, true)).toBe(24_990);
    expect(finland.carPrice(5_234, true)).toBe(5_190);
    expect(britain.carPrice(18_960, true)).toBe(18_995);
  });

  it('rounds accessory prices to smaller price points', () => {
    expect(sweden.accessoryPrice(3_512)).toBe(3_490);
    expect(finland.accessoryPrice(352)).toBe(349);
  });

  it('formats money and mileage in the market locale and unit', () => {
    expect(plain(sweden.money(249_900))).toBe('249 900 kr');
    expect(britain.money(18_995)).toBe('£18,995');
    expect(plain(sweden.mileage(4_520))).toBe('4 520 mil');
    expect(plain(finland.mileage(45_200))).toBe('45 200 km');
    expect(britain.mileage(28_100)).toBe('28,100 miles');
  });

  it('converts kilometres to the market unit', () => {
    expect(sweden.toMileageUnit(45_200)).toBe(4_520);
    expect(finland.toMileageUnit(45_200)).toBe(45_200);
    expect(britain.toMileageUnit(45_200)).toBe(28_086);
  });

  it('refuses a currency it has no rate for', () => {
    expect(() => createMarketFormat({ locale: 'de-CH', currency: 'CHF', mileageUnit: 'km' })).toThrow(/CHF/);
  });
});
