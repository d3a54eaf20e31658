import { describe, expect, it } from 'vitest';
import { createRandom } from '../../scripts/seed/random';
import { annuityPayment } from './annuity';
import {
  type CompanyLeasingOption,
  companyLeasingFigures,
  initialCompanyLeasingChoice,
  withFirstFee,
  withLeasingMileage,
  withLeasingPeriod,
} from './companyLeasingFigures';

const table = (mileage: number, maxPercent: number) => ({
  mileage,
  contract_durations: [24, 36, 48].map((months) => ({
    months,
    months_text: `${months} mån`,
    residual_percentage: 70 - months / 2 - mileage / 200,
    cash_amount_min_percentage: months === 48 ? 5 : 0,
    cash_amount_max_percentage: maxPercent - months / 12,
  })),
});

const option: CompanyLeasingOption = {
  title: 'Företagsleasing',
  interest_rate: 4.95,
  price_base_amount: 400_000,
  default_company_leasing_mileage: 1500,
  company_leasing_options: [table(1000, 30), table(1500, 30), table(2000, 20)],
  default_company_leasing_option: [
    { mileage: 1000, cash_amount: 0, contract_length: 36 },
    { mileage: 1500, cash_amount: 40_000, contract_length: 36 },
    { mileage: 2000, cash_amount: 20_000, contract_length: 24 },
  ],
};

describe('the company leasing calculator', () => {
  it('starts at the default mileage with its length and first-time fee', () => {
    const choice = initialCompanyLeasingChoice(option);
    expect(choice).toEqual({ mileage: 1500, months: 36, firstFeePercent: 10 });
    const figures = companyLeasingFigures(option, choice);
    expect(figures.firstFee).toBe(40_000);
    expect(figures.residualValue).toBe(400_000 * 0.445);
    expect(figures.monthlyCost).toBe(annuityPayment(360_000, 4.95, 36, 178_000));
    expect(figures.lengths.map((length) => length.text)).toEqual(['24 mån', '36 mån', '48 mån']);
  });

  it('a new mileage resets the length, the first-time fee and the limits to that mileage', () => {
    const changed = withFirstFee(
      option,
      withLeasingPeriod(option, initialCompanyLeasingChoice(option), 48),
      20,
    );
    expect(withLeasingMileage(option, 2000)).toEqual({ mileage: 2000, months: 24, firstFeePercent: 5 });
    expect(changed.mileage).toBe(1500);
    expect(companyLeasingFigures(option, withLeasingMileage(option, 2000)).maxFirstFeePercent).toBe(18);
  });

  it('a new length resets the residual and clamps the first-time fee into its percentages', () => {
    const high = withFirstFee(option, { mileage: 1500, months: 24, firstFeePercent: 0 }, 28);
    expect(high.firstFeePercent).toBe(28);
    const longer = withLeasingPeriod(option, high, 48);
    expect(longer.firstFeePercent).toBe(26);
    expect(companyLeasingFigures(option, longer).residualValue).toBe((400_000 * (70 - 24 - 7.5)) / 100);
    const floor = withLeasingPeriod(option, { mileage: 1500, months: 24, firstFeePercent: 0 }, 48);
    expect(floor.firstFeePercent).toBe(5);
  });

  it('never takes a first-time fee that leaves less than the residual to pay', () => {
    const steep: CompanyLeasingOption = {
      ...option,
      company_leasing_options: [
        {
          mileage: 1500,
          contract_durations: [
            {
              months: 36,
              residual_percentage: 80.5,
              cash_amount_min_percentage: 0,
              cash_amount_max_percentage: 30,
            },
            {
              months: 0,
              residual_percentage: 10,
              cash_amount_min_percentage: 0,
              cash_amount_max_percentage: 30,
            },
          ],
        },
      ],
    };
    const figures = companyLeasingFigures(steep, withFirstFee(steep, initialCompanyLeasingChoice(steep), 30));
    expect(figures.maxFirstFeePercent).toBe(19);
    expect(figures.firstFeePercent).toBe(19);
    expect(figures.lengths.map((length) => length.months)).toEqual([36]);
    expect(figures.monthlyCost).toBeGreaterThanOrEqual(0);
  });

  it('moves the first-time fee in whole percent', () => {
    expect(withFirstFee(option, initialCompanyLeasingChoice(option), 12.4).firstFeePercent).toBe(12);
  });

  it('holds its limits for random choices', () => {
    const random = createRandom('company leasing');
    for (let run = 0; run < 1000; run += 1) {
      let choice = withLeasingMileage(option, random.pick([1000, 1500, 2000, 2500]));
      choice = withLeasingPeriod(option, choice, random.int(0, 72));
      choice = withFirstFee(option, choice, random.float(-20, 60));
      const figures = companyLeasingFigures(option, choice);
      expect(Number.isInteger(figures.firstFeePercent)).toBe(true);
      expect(figures.firstFeePercent).toBeGreaterThanOrEqual(figures.minFirstFeePercent);
      expect(figures.firstFeePercent).toBeLessThanOrEqual(figures.maxFirstFeePercent);
      expect([24, 36, 48]).toContain(figures.months);
      expect(figures.monthlyCost).toBeGreaterThanOrEqual(0);
    }
  });
});
