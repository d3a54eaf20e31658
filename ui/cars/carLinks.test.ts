import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { carDetailHref } from './carLinks';
import { carFullName } from './carName';
import { formatMoney } from './formatMoney';
import { testCar } from '../../tests/fixtures/testCar';

describe('carDetailHref', () => {
  const site = testSite({
    languages: ['sv-SE', 'en'],
    paths: { ...testSite().paths, carDetail: '/kopa-bil/bil' },
  });
  const car = { car_id: '123', slug: 'begagnad-suv-bensin-2022-volvo-xc60' };

  it('is {carDetail}/{car_id}/{slug}', () => {
    expect(carDetailHref(site, 'sv-SE', car)).toBe('/kopa-bil/bil/123/begagnad-suv-bensin-2022-volvo-xc60');
  });

  it('has the language prefix in a non-default language', () => {
    expect(carDetailHref(site, 'en', car)).toBe('/en/kopa-bil/bil/123/begagnad-suv-bensin-2022-volvo-xc60');
  });
});

describe('carFullName', () => {
  it('joins brand, model and version, without a trailing space when there is no version', () => {
    expect(carFullName(testCar())).toBe('Volvo XC60 T8 AWD Recharge Inscription');
    expect(carFullName(testCar({ car_version: ' ' }))).toBe('Volvo XC60');
  });
});

describe('formatMoney', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('formats whole amounts in the market currency and locale', () => {
    expect(plain(formatMoney(2995, { locale: 'sv-SE', currency: 'SEK' }))).toBe('2 995 kr');
    expect(plain(formatMoney(2995.6, { locale: 'fi-FI', currency: 'EUR' }))).toBe('2 996 €');
    expect(formatMoney(2995, { locale: 'en-GB', currency: 'GBP' })).toBe('£2,995');
  });
});
