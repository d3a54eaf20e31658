import { defineTexts } from '../../runtime';

/**
 * The financing panels' dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. Offer titles, sales texts and disclaimers come with the car's own finance options.
 */
export const FINANCE_TEXTS = {
  financeCampaign: 'Kampanj',
  financePerMonth: '{{amount}}/mån',
  financeMonths: '{{months}} mån',
  financePeriod: 'Avtalstid',
  financeDownPayment: 'Kontantinsats',
  financeDownPaymentRange: 'Mellan {{min}} och {{max}}',
  financeMonthlyCost: 'Månadskostnad',
  financeLoanAmount: 'Lånebelopp',
  financeCashPrice: 'Kontantpris',
  financeResidualValue: 'Restvärde',
  financeInterestRate: 'Ränta',
  financeFixedInterestRate: 'Fast ränta',
  financeEffectiveRate: 'Effektiv ränta',
  financeStartFee: 'Uppläggningsavgift',
  financeInvoiceFee: 'Aviavgift',
  financeMileage: 'Körsträcka per år',
  financeMileagePerYear: '{{distance}}/år',
  financeFirstFee: 'Förhöjd första avgift',
  financeFirstFeeValue: '{{percent}} · {{amount}}',
  financePriceBase: 'Pris exkl. moms',
  financeExVat: 'Alla priser exkl. moms',
} as const;

export const useFinanceText = defineTexts(FINANCE_TEXTS);

/** Dictionary keys the panels read, for the page that renders them. */
export const FINANCE_DICTIONARY_PREFIXES: readonly string[] = ['finance'];
