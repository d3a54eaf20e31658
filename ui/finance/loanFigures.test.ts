import { describe, expect, it } from 'vitest';
import { createRandom } from '../../scripts/seed/random';
import { annuityPayment } from './annuity';
import {
  DOWN_PAYMENT_STEP,
  initialLoanChoice,
  isCalculableLoan,
  type LoanOption,
  loanFigures,
  withDownPayment,
  withLoanPeriod,
} from './loanFigures';

const option: LoanOption = {
  title: 'Billån',
  price: 249_900,
  interest_rate: 5.95,
  start_fee: 695,
  invoice_fee: 49,
  default_contract_duration: 72,
  contract_durations: [12, 24, 36, 48, 60, 72].map((months) => ({
    months,
    residual_percentage: 50 - months / 3,
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: months > 48 ? 40 : 50,
  })),
};

describe('the loan calculator', () => {
  it('starts at the default length with its smallest down payment, in steps of 1 000', () => {
    expect(initialLoanChoice(option)).toEqual({ months: 72, downPayment: 50_000 });
    const figures = loanFigures(option, initialLoanChoice(option));
    expect(figures.limits).toEqual({
      minMonths: 12,
      maxMonths: 72,
      minDownPayment: 50_000,
      maxDownPayment: 100_000,
    });
    expect(figures.residualValue).toBe(Math.round(249_900 * 0.26));
    expect(figures.monthlyCost).toBe(annuityPayment(199_900, 5.95, 72, figures.residualValue));
    expect(figures.effectiveRate as number).toBeGreaterThan(5.95);
  });

  it('a new period resets the residual and the maximum down payment, lowering a down payment above it', () => {
    const choice = withDownPayment(option, { months: 48, downPayment: 50_000 }, 125_000);
    expect(choice.downPayment).toBe(125_000);
    const longer = withLoanPeriod(option, choice, 60);
    expect(longer).toEqual({ months: 60, downPayment: 100_000 });
    expect(loanFigures(option, longer).residualValue).toBe(Math.round(249_900 * 0.3));
  });

  it('snaps a period to an offered length and clamps the down payment into the limits', () => {
    expect(withLoanPeriod(option, initialLoanChoice(option), 40).months).toBe(36);
    expect(withDownPayment(option, initialLoanChoice(option), 1_000_000).downPayment).toBe(100_000);
    expect(withDownPayment(option, initialLoanChoice(option), 3).downPayment).toBe(50_000);
    expect(withDownPayment(option, initialLoanChoice(option), 61_499).downPayment).toBe(61_000);
  });

  it('never lends less than the residual: a maximum down payment that would is lowered', () => {
    const steep: LoanOption = {
      ...option,
      default_contract_duration: 12,
      contract_durations: [
        {
          months: 12,
          residual_percentage: 60,
          cash_amount_min_percentage: 20,
          cash_amount_max_percentage: 50,
        },
      ],
    };
    const figures = loanFigures(steep, withDownPayment(steep, initialLoanChoice(steep), 1_000_000));
    expect(figures.limits.maxDownPayment).toBe(99_000);
    expect(figures.monthlyCost).toBeGreaterThanOrEqual(0);
  });

  it('cannot be calculated without a usable contract length', () => {
    expect(isCalculableLoan(option)).toBe(true);
    expect(
      isCalculableLoan({
        ...option,
        contract_durations: [
          {
            months: 0,
            residual_percentage: 0,
            cash_amount_min_percentage: 0,
            cash_amount_max_percentage: 50,
          },
        ],
      }),
    ).toBe(false);
    expect(isCalculableLoan({ ...option, price: 0 })).toBe(false);
  });

  it('recomputes the monthly cost when the price changes', () => {
    const choice = initialLoanChoice(option);
    const cheaper = loanFigures({ ...option, price: 149_900 }, choice);
    expect(cheaper.monthlyCost).toBeLessThan(loanFigures(option, choice).monthlyCost);
    expect(cheaper.downPayment).toBeLessThanOrEqual(cheaper.limits.maxDownPayment);
  });

  it('holds its rules for random options and choices', () => {
    const random = createRandom('loan calculator');
    for (let run = 0; run < 1000; run += 1) {
      const price = random.int(30_000, 1_500_000);
      const durations = random.sample([12, 24, 36, 48, 60, 72, 84], random.int(1, 7)).map((months) => {
        const min = random.int(0, 30);
        return {
          months,
          residual_percentage: random.int(0, 99),
          cash_amount_min_percentage: min,
          cash_amount_max_percentage: random.int(min, 60),
        };
      });
      const randomOption: LoanOption = {
        ...option,
        price,
        interest_rate: random.float(0, 12),
        default_contract_duration: random.pick(durations).months,
        // Lengths no calculator can price are ignored: none, a whole-price residual, a reversed range.
        contract_durations: [
          ...durations,
          {
            months: 0,
            residual_percentage: 10,
            cash_amount_min_percentage: 0,
            cash_amount_max_percentage: 50,
          },
          {
            months: 96,
            residual_percentage: 100,
            cash_amount_min_percentage: 0,
            cash_amount_max_percentage: 50,
          },
          {
            months: 6,
            residual_percentage: 10,
            cash_amount_min_percentage: 60,
            cash_amount_max_percentage: 20,
          },
        ],
      };
      const choice = withLoanPeriod(
        randomOption,
        withDownPayment(randomOption, initialLoanChoice(randomOption), random.int(-10_000, price)),
        random.int(0, 100),
      );
      const figures = loanFigures(randomOption, choice);
      const duration = durations.find((entry) => entry.months === figures.months);
      expect(duration).toBeDefined();
      expect(figures.downPayment % DOWN_PAYMENT_STEP).toBe(0);
      expect(figures.downPayment).toBeGreaterThanOrEqual(figures.limits.minDownPayment);
      expect(figures.downPayment).toBeLessThanOrEqual(figures.limits.maxDownPayment);
      expect(figures.limits.maxDownPayment).toBeLessThanOrEqual(
        Math.round((price * (duration?.cash_amount_max_percentage ?? 0)) / 100 / 1000) * 1000,
      );
      expect(price - figures.limits.maxDownPayment).toBeGreaterThanOrEqual(figures.residualValue - 1);
      expect(figures.residualValue).toBe(Math.round((price * (duration?.residual_percentage ?? 0)) / 100));
      expect(figures.monthlyCost).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(figures.monthlyCost)).toBe(true);
    }
  });
});
