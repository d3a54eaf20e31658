/**
 * What heads a finance offer wherever the page names it (a panel's heading, the side panel's list): its
 * title and its monthly cost as the car record advertises it.
 */
import type { FinanceOffer } from './financeOffers';
import { useFinanceText } from './financeTexts';
import { useFinanceFormat } from './useFinanceFormat';

export function useFinanceOfferHeadline(): (offer: FinanceOffer) => {
  title: string;
  monthly: string | undefined;
} {
  const text = useFinanceText();
  const format = useFinanceFormat();
  const perMonth = (amount: number | undefined) =>
    amount === undefined ? undefined : text('financePerMonth', { amount: format.money(amount) });
  return (offer) => {
    switch (offer.type) {
      case 'loan':
        return {
          title: offer.option.title,
          monthly: offer.option.default_monthly_cost_text ?? perMonth(offer.option.default_monthly_cost),
        };
      case 'company_leasing':
        return { title: offer.option.title, monthly: perMonth(offer.option.default_monthly_cost) };
      case 'private_leasing':
        return { title: offer.option.title, monthly: offer.option.monthly_cost_text };
      case 'leasing':
        return {
          title: offer.entry.title,
          monthly: offer.entry.monthly_cost_text || offer.entry.default_monthly_cost_text,
        };
    }
  };
}
