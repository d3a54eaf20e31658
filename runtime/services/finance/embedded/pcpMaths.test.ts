import { describe, expect, it } from 'vitest';
import { depositFor, monthlyRate, pcpFigures, roundPence } from './pcpMaths';
import {
  DEFAULT_MILEAGE,
  MIN_CREDIT,
  MIN_REGULAR_PAYMENT,
  OPTION_TO_PURCHASE_FEE,
  PCP_MILEAGES,
  PCP_TERMS,
  PcpPricing,
  REPRESENTATIVE_APR,
} from './pcpProduct';
import { guaranteedFutureValue } from './residualValues';

/** Mulberry32: the same "random" cases on every run, so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The spreadsheet's PMT(rate, nper, pv, fv), written from its definition rather than from pcpMaths: the
 * payment at the end of each of `nper` periods that turns `pv` now into `fv` after them (outflows negative).
 */
function spreadsheetPmt(rate: number, nper: number, pv: number, fv: number): number {
  const growth = (1 + rate) ** nper;
  return (-(pv * growth + fv) * rate) / (growth - 1);
}

/** The annual rate at which the agreement's cash flows are worth nothing today, by bisection. */
function aprOfFlows(credit: number, payment: number, count: number, final: number): number {
  const npv = (annual: number) => {
    const v = 1 / (1 + annual) ** (1 / 12);
    let value = -credit;
    for (let month = 1; month <= count; month += 1) value += payment * v ** month;
    return value + final * v ** (count + 1);
  };
  let low = 0;
  let high = 1;
  for (let step = 0; step < 60; step += 1) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0) low = mid;
    else high = mid;
  }
  return low * 100;
}

const BRANDS = ['BMW', 'Volkswagen', 'MG', 'Mercedes-Benz Vans', 'Škoda', 'Unknown Motors'];
const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

function randomCase(random: () => number) {
  const isNew = random() < 0.2;
  const ageDays = Math.floor(random() * 12 * 365);
  const vehicle = {
    Id: 'c1',
    CashPrice: 5_000 + Math.round(random() * 14_500_000) / 100,
    Brand: pick(random, BRANDS),
    Model: 'Model',
    ...(isNew
      ? {}
      : {
          FirstRegistrationDate: new Date(Date.UTC(2026, 10, 26) - ageDays * 86_400_000)
            .toISOString()
            .slice(0, 10),
        }),
    CurrentMileage: isNew ? 10 : Math.floor(random() * 150_000),
    IsNew: isNew,
  };
  const pricing = new PcpPricing(vehicle, new Date('2026-11-26T12:00:00Z'));
  const deposit = pricing.minDeposit + Math.floor(random() * (pricing.maxDeposit - pricing.minDeposit + 1));
  const scenario = { termMonths: pick(random, PCP_TERMS), annualMileage: pick(random, PCP_MILEAGES) };
  return { vehicle, pricing, deposit, scenario };
}

const CASES = 400;

describe('PCP quotes for random valid inputs', () => {
  it('pay monthly what the spreadsheet PMT says, to the penny', () => {
    const random = seededRandom(20261126);
    for (let index = 0; index < CASES; index += 1) {
      const { pricing, deposit, scenario } = randomCase(random);
      const figures = pricing.figures(deposit, scenario);
      const finalPayment = pricing.optionalFinalPayment(scenario) + OPTION_TO_PURCHASE_FEE;
      const rate = (1 + REPRESENTATIVE_APR / 100) ** (1 / 12) - 1;
      // n payments at months 1…n, then the final payment a month after the last: worth final / (1 + r) at month n.
      const reference = -spreadsheetPmt(
        rate,
        scenario.termMonths - 1,
        pricing.cashPrice - deposit,
        -finalPayment / (1 + rate),
      );
      expect(Math.abs(figures.regularPayment - reference)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(figures.numberOfRegularPayments).toBe(scenario.termMonths - 1);
    }
  });

  it('add up: total payable is deposit, payments, final payment and fee; the charge is total less price', () => {
    const random = seededRandom(7);
    for (let index = 0; index < CASES; index += 1) {
      const { pricing, deposit, scenario } = randomCase(random);
      const f = pricing.figures(deposit, scenario);
      expect(f.credit).toBe(roundPence(f.cashPrice - deposit));
      expect(f.totalAmountPayable).toBeCloseTo(
        deposit +
          f.numberOfRegularPayments * f.regularPayment +
          f.optionalFinalPayment +
          f.optionToPurchaseFee,
        2,
      );
      expect(f.totalChargeForCredit).toBeCloseTo(f.totalAmountPayable - f.cashPrice, 2);
    }
  });

  it('have the representative APR as the true rate of their cash flows', () => {
    const random = seededRandom(99);
    for (let index = 0; index < 60; index += 1) {
      const { pricing, deposit, scenario } = randomCase(random);
      const f = pricing.figures(deposit, scenario);
      const apr = aprOfFlows(
        f.credit,
        f.regularPayment,
        f.numberOfRegularPayments,
        f.optionalFinalPayment + f.optionToPurchaseFee,
      );
      expect(apr).toBeCloseTo(REPRESENTATIVE_APR, 1);
    }
  });

  it('round-trip: the deposit solved from a quote’s monthly payment is the quote’s deposit', () => {
    const random = seededRandom(42);
    for (let index = 0; index < CASES; index += 1) {
      const { pricing, deposit, scenario } = randomCase(random);
      const { regularPayment } = pricing.figures(deposit, scenario);
      expect(pricing.depositFor(regularPayment, scenario)).toBe(deposit);
    }
  });

  it('keep every deposit inside the limits quotable at every term and mileage', () => {
    const random = seededRandom(5);
    for (let index = 0; index < 100; index += 1) {
      const { pricing } = randomCase(random);
      if (!pricing.financed) continue;
      expect(pricing.minDeposit).toBe(Math.ceil(pricing.cashPrice * 0.1));
      for (const termMonths of PCP_TERMS)
        for (const annualMileage of PCP_MILEAGES) {
          const f = pricing.figures(pricing.maxDeposit, { termMonths, annualMileage });
          expect(f.regularPayment).toBeGreaterThanOrEqual(MIN_REGULAR_PAYMENT);
          expect(f.credit).toBeGreaterThanOrEqual(MIN_CREDIT);
        }
    }
  });
});

describe('the guaranteed future value', () => {
  const car = { brand: 'Volkswagen', cashPrice: 20_000, ageYears: 2, currentMileage: 20_000 };

  it('falls with the term and the annual mileage, and is a share of the price', () => {
    const byTerm = PCP_TERMS.map((termMonths) =>
      guaranteedFutureValue({ ...car, termMonths, annualMileage: DEFAULT_MILEAGE }),
    );
    expect(byTerm).toEqual([...byTerm].sort((a, b) => b - a));
    const byMileage = PCP_MILEAGES.map((annualMileage) =>
      guaranteedFutureValue({ ...car, termMonths: 36, annualMileage }),
    );
    expect(byMileage).toEqual([...byMileage].sort((a, b) => b - a));
    expect(byMileage[0]).toBeGreaterThan(byMileage.at(-1) ?? Infinity);
    for (const value of [...byTerm, ...byMileage]) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeLessThan(car.cashPrice * 0.9);
    }
  });

  it('keeps more for a premium brand than for a value brand of the same price and age', () => {
    const at = (brand: string) =>
      guaranteedFutureValue({ ...car, brand, termMonths: 36, annualMileage: 10_000 });
    expect(at('BMW')).toBeGreaterThan(at('Volkswagen'));
    expect(at('Volkswagen')).toBeGreaterThan(at('MG'));
  });
});

describe('monthlyRate and depositFor', () => {
  it('compounds back to the APR over twelve months', () => {
    expect((1 + monthlyRate(9.9)) ** 12 - 1).toBeCloseTo(0.099, 12);
  });

  it('solves the deposit in whole pounds, and the quote for it pays what was asked to within 3p', () => {
    const input = {
      cashPrice: 18_995,
      termMonths: 36,
      optionalFinalPayment: 8_120,
      optionToPurchaseFee: 10,
      aprPercent: 9.9,
    };
    const deposit = depositFor(250, input);
    expect(Number.isInteger(deposit)).toBe(true);
    expect(Math.abs(pcpFigures({ ...input, deposit }).regularPayment - 250)).toBeLessThanOrEqual(0.03);
  });
});
