import { describe, expect, it } from 'vitest';
import { countryOf, femaleLastName, registrationPlate } from './countries';
import { createRandom } from './random';

const MAY_2026 = new Date(Date.UTC(2026, 4, 10));
const OCTOBER_2026 = new Date(Date.UTC(2026, 9, 10));
const JANUARY_2026 = new Date(Date.UTC(2026, 0, 10));

function plate(locale: string, currency: string, date = MAY_2026): string {
  const country = countryOf(locale, currency);
  const city = country.cities[0];
  return registrationPlate(createRandom(locale), country, date, city);
}

describe('countryOf', () => {
  it('takes the region of the locale, else the country of the currency, else Britain', () => {
    expect(countryOf('sv-SE', 'SEK').currency).toBe('SEK');
    expect(countryOf('en', 'SEK').currency).toBe('SEK');
    expect(countryOf('de-CH', 'CHF').currency).toBe('GBP');
  });
});

describe('registrationPlate', () => {
  it('writes each country’s plate format', () => {
    expect(plate('sv-SE', 'SEK')).toMatch(/^[A-Z]{3}\d{2}[0-9A-Z]$/);
    expect(plate('nb-NO', 'NOK')).toMatch(/^[A-Z]{2} \d{5}$/);
    expect(plate('fi-FI', 'EUR')).toMatch(/^[A-Z]{3}-\d{3}$/);
    expect(plate('sk-SK', 'EUR')).toMatch(/^BA-\d{3}[A-Z]{2}$/);
  });

  it('dates a British plate by its age identifier', () => {
    expect(plate('en-GB', 'GBP', MAY_2026)).toMatch(/^YA26 [A-Z]{3}$/);
    expect(plate('en-GB', 'GBP', OCTOBER_2026)).toMatch(/^YA76 [A-Z]{3}$/);
    expect(plate('en-GB', 'GBP', JANUARY_2026)).toMatch(/^YA75 [A-Z]{3}$/);
  });
});

describe('femaleLastName', () => {
  it('inflects Slovak surnames and leaves others as they are', () => {
    const slovakia = countryOf('sk-SK', 'EUR');
    expect(['Novák', 'Hruška', 'Malý', 'Šimko'].map((name) => femaleLastName(slovakia, name))).toEqual([
      'Nováková',
      'Hrušková',
      'Malá',
      'Šimková',
    ]);
    expect(femaleLastName(countryOf('sv-SE', 'SEK'), 'Lindqvist')).toBe('Lindqvist');
  });
});
