import { describe, expect, it } from 'vitest';
import { createRandom } from '../../scripts/seed/random';
import { annuityPayment, effectiveAnnualRate } from './annuity';

/**
 * The spreadsheet's PMT(rate; nper; pv; fv), written from its definition
 * pv·(1+rate)^nper + pmt·((1+rate)^nper − 1)/rate + fv = 0, as an independent reference.
 */
function spreadsheetPmt(rate: number, nper: number, pv: number, fv: number): number {
  if (rate === 0) return -(pv + fv) / nper;
  const growth = (1 + rate) ** nper;
  return (-(pv * growth + fv) * rate) / (growth - 1);
}

describe('annuityPayment', () => {
  it('matches the spreadsheet PMT to the unit for random loans', () => {
    const random = createRandom('annuity');
    for (let run = 0; run < 2000; run += 1) {
      const principal = random.int(10_000, 2_000_000);
      const rate = random.pick([0, 0.5, 2.95, 5.95, 7.45, 12.9, 19.5]);
      const months = random.int(1, 120);
      const balloon = Math.round(principal * random.float(0, 0.6));
      const reference = -spreadsheetPmt(rate / 100 / 12, months, principal, -balloon);
      expect(Math.abs(annuityPayment(principal, rate, months, balloon) - reference)).toBeLessThanOrEqual(0.5);
    }
  });

  it('pays back a known loan: 200 000 at 6 % over 60 months is 3 867 a month', () => {
    expect(annuityPayment(200_000, 6, 60)).toBe(3867);
  });

  it('splits the principal evenly at no interest', () => {
    expect(annuityPayment(120_000, 0, 48, 24_000)).toBe(2000);
  });
});

describe('effectiveAnnualRate', () => {
  it('is the nominal rate compounded monthly when there are no fees', () => {
    const rate = effectiveAnnualRate({
      principal: 1_000_000,
      startFee: 0,
      payment: annuityPayment(1_000_000, 6, 60),
      invoiceFee: 0,
      months: 60,
      balloon: 0,
    });
    expect(rate).toBeCloseTo(((1 + 0.005) ** 12 - 1) * 100, 2);
  });

  it('round-trips: the payments discounted at the rate found are what the borrower received', () => {
    const random = createRandom('effective rate');
    for (let run = 0; run < 500; run += 1) {
      const principal = random.int(20_000, 1_500_000);
      const months = random.pick([12, 24, 36, 48, 60, 72, 84]);
      const balloon = Math.round(principal * random.float(0, 0.5));
      const flows = {
        principal,
        startFee: random.int(0, 1500),
        payment: annuityPayment(principal, random.float(0, 15), months, balloon),
        invoiceFee: random.int(0, 75),
        months,
        balloon,
      };
      const annual = effectiveAnnualRate(flows);
      expect(annual).not.toBeNull();
      const monthly = (1 + (annual as number) / 100) ** (1 / 12) - 1;
      let presentValue = balloon / (1 + monthly) ** months;
      for (let month = 1; month <= months; month += 1)
        presentValue += (flows.payment + flows.invoiceFee) / (1 + monthly) ** month;
      expect(Math.abs(presentValue - (principal - flows.startFee))).toBeLessThan(0.01);
    }
  });

  it('is higher than the nominal rate once fees are added', () => {
    const payment = annuityPayment(300_000, 5.95, 72, 60_000);
    const withoutFees = effectiveAnnualRate({
      principal: 300_000,
      startFee: 0,
      payment,
      invoiceFee: 0,
      months: 72,
      balloon: 60_000,
    });
    const withFees = effectiveAnnualRate({
      principal: 300_000,
      startFee: 695,
      payment,
      invoiceFee: 49,
      months: 72,
      balloon: 60_000,
    });
    expect(withFees as number).toBeGreaterThan(withoutFees as number);
    expect(withoutFees as number).toBeGreaterThan(5.95);
  });

  it('has no rate when the fees eat everything lent', () => {
    expect(
      effectiveAnnualRate({
        principal: 500,
        startFee: 695,
        payment: 10,
        invoiceFee: 0,
        months: 12,
        balloon: 0,
      }),
    ).toBeNull();
  });
});
