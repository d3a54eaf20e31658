/**
 * The PCP calculator's dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. `financeQuoteUnavailable` is the spec's text (001 §8), in its English. The page loads them with
 * the other finance texts (`FINANCE_DICTIONARY_PREFIXES`' `finance` prefix covers `financeQuote*`).
 */
import { defineTexts } from '../../../runtime';

export const FINANCE_QUOTE_TEXTS = {
  financeQuoteIntro: 'Välj löptid, handpenning och körsträcka så räknar vi ut din månadskostnad.',
  financeQuoteTerm: 'Löptid',
  financeQuoteMonths: '{{months}} månader',
  financeQuoteDeposit: 'Handpenning',
  financeQuoteMonthlyPayment: 'Månadskostnad',
  financeQuoteAnnualMileage: 'Körsträcka per år',
  financeQuoteMiles: '{{miles}} miles',
  financeQuoteYourQuote: 'Din offert',
  financeQuotePerMonth: '{{amount}} i månaden',
  financeQuotePayments: '{{payments}} × {{amount}}',
  financeQuoteCashPrice: 'Kontantpris',
  financeQuoteAmountOfCredit: 'Totalt kreditbelopp',
  financeQuoteOptionalFinalPayment: 'Valfri slutbetalning',
  financeQuoteOptionFee: 'Avgift för köpoption',
  financeQuoteTotalCharge: 'Total kreditkostnad',
  financeQuoteTotalPayable: 'Totalt att betala',
  financeQuoteApr: 'Representativ effektiv ränta',
  financeQuoteInterestRate: 'Fast ränta per år',
  financeQuoteExcessMileage: 'Avgift för överskriden körsträcka',
  financeQuotePencePerMile: '{{pence}} pence per mile',
  financeQuoteReference: 'Offertnummer',
  financeQuoteApply: 'Ansök om finansiering',
  financeQuoteShowTerms: 'Villkor',
  financeQuoteTermsHeading: 'Villkor för offert {{reference}}',
  financeQuoteTermsLoading: 'Villkoren hämtas …',
  financeQuoteTermsFailed: 'Villkoren kunde inte hämtas. Försök igen om en stund.',
  financeQuoteClose: 'Stäng',
  financeQuoteUpdating: 'Offerten räknas om …',
  financeQuoteUpdateFailed: 'Offerten kunde inte räknas om. Försök igen.',
  financeQuoteChange: 'Ändra min offert',
  financeQuoteNotFinanced:
    'Den här bilen kan inte finansieras online. Kontakta oss så berättar vi hur du kan betala den.',
  financeQuoteUnavailable:
    "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
} as const;

export const useFinanceQuoteText = defineTexts(FINANCE_QUOTE_TEXTS);
