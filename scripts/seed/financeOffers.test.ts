import { describe, expect, it } from 'vitest';
import { companyLeasingFigures, initialCompanyLeasingChoice } from '../../ui/finance/companyLeasingFigures';
import { initialLoanChoice, loanFigures } from '../../ui/finance/loanFigures';
import { companyLeasingOffer, type FinanceContext, loanOffer } from './financeOffers';
import { createMarketFormat } from './marketFormat';
import { createRandom } from './random';
import { vocabularyFor } from './vocabulary';

function context(seed: string): FinanceContext {
  return {
    random: createRandom(seed),
    format: createMarketFormat({ locale: 'sv-SE', currency: 'SEK', mileageUnit: 'mil' }),
    vocabulary: vocabularyFor('sv-SE'),
    price: 289_900,
    priceExVat: 231_920,
    ageYears: 2,
    hideResidual: false,
  };
}

describe('the demo finance offers', () => {
  it('advertise the loan cost the car page’s calculator shows at its defaults', () => {
    for (const seed of ['a', 'b', 'c']) {
      const { option, monthlyCost } = loanOffer(context(seed));
      expect(loanFigures(option, initialLoanChoice(option)).monthlyCost).toBe(monthlyCost);
      expect(option.default_monthly_cost).toBe(monthlyCost);
    }
  });

  it('leave the residual value out of the disclaimer of a market that hides it', () => {
    expect(loanOffer(context('a')).option.disclaimer).toContain('{3}');
    expect(loanOffer({ ...context('a'), hideResidual: true }).option.disclaimer).not.toMatch(/\{3\}|\{6\}/);
  });

  it('advertise the company lease the calculator shows at its defaults', () => {
    const { option, monthlyCost, entry } = companyLeasingOffer(context('lease'), false);
    expect(companyLeasingFigures(option, initialCompanyLeasingChoice(option)).monthlyCost).toBe(monthlyCost);
    expect(entry.monthly_cost).toBe(monthlyCost);
  });
});
