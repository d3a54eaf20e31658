/**
 * Which finance offers a car's page shows, in order (spec 001 §2, §3, §6): the loan, unless the market
 * quotes finance from the finance quote service (`features.financeQuotes`, the UK's PCP); then on quoting
 * markets the car's leasing entries, elsewhere its company leasing and private leasing options. An
 * option that cannot be calculated (no price, no contract lengths) is left out rather than shown broken.
 */
import type { Car, SiteConfig } from '../../runtime';
import { type CompanyLeasingOption, isCalculableCompanyLeasing } from './companyLeasingFigures';
import { isCalculableLoan, type LoanOption } from './loanFigures';

export type PrivateLeasingOption = NonNullable<Car['car_private_leasing_option']>;
export type LeasingEntry = NonNullable<Car['car_leasing_options']>[number];

export type FinanceOffer =
  | { type: 'loan'; option: LoanOption; campaign: boolean }
  | { type: 'company_leasing'; option: CompanyLeasingOption; campaign: boolean }
  | { type: 'private_leasing'; option: PrivateLeasingOption; campaign: boolean }
  | { type: 'leasing'; entry: LeasingEntry; campaign: boolean };

export function financeOffers(
  car: Car,
  features: Pick<SiteConfig['features'], 'financeQuotes'>,
): FinanceOffer[] {
  const offers: FinanceOffer[] = [];
  const loan = car.car_loan_option;
  if (!features.financeQuotes && loan && isCalculableLoan(loan))
    offers.push({ type: 'loan', option: loan, campaign: Boolean(car.car_has_campaign_loan) });
  if (features.financeQuotes) {
    for (const entry of car.car_leasing_options ?? [])
      offers.push({ type: 'leasing', entry, campaign: Boolean(entry.is_campaign) });
    return offers;
  }
  const company = car.car_company_leasing_option;
  if (company && isCalculableCompanyLeasing(company))
    offers.push({
      type: 'company_leasing',
      option: company,
      campaign: Boolean(car.car_has_campaign_companyleasing),
    });
  const privateLeasing = car.car_private_leasing_option;
  if (privateLeasing)
    offers.push({
      type: 'private_leasing',
      option: privateLeasing,
      campaign: Boolean(privateLeasing.is_campaign ?? car.car_has_campaign_privateleasing),
    });
  return offers;
}
