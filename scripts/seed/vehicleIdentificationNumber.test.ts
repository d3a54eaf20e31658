import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { modelYearCode, vehicleIdentificationNumber } from './vehicleIdentificationNumber';

describe('vehicleIdentificationNumber', () => {
  it('writes 17 VIN characters with the brand prefix and the model year code', () => {
    const vin = vehicleIdentificationNumber(createRandom(1), 'YV1', 2023);
    expect(vin).toMatch(/^YV1[A-HJ-NPR-Z0-9]{14}$/);
    expect(vin.charAt(9)).toBe('P');
  });

  it('codes model years the ISO 3779 way', () => {
    expect(modelYearCode(2015)).toBe('F');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2001)).toBe('1');
  });
});
