import { describe, expect, it } from 'vitest';
import { annuityPayment } from './financeOffers';

describe('annuityPayment', () => {
  it('pays off a loan with a monthly rate of annual / 12, rounded', () => {
    expect(annuityPayment(100_000, 6, 60)).toBe(1933);
    expect(annuityPayment(120_000, 0, 12)).toBe(10_000);
  });

  it('leaves the residual value to the end of the contract', () => {
    const withResidual = annuityPayment(300_000, 5.95, 36, 150_000);
    expect(withResidual).toBeLessThan(annuityPayment(300_000, 5.95, 36));
    expect(withResidual).toBe(5304);
  });
});
