/**
 * What heads the PCP offer where the page lists its finance offers in brief (the standard page's side
 * panel): the product's name and the first quote's monthly payment, like the other offers' headlines.
 */
import { firstQuote, formatPounds } from '../../../runtime';
import type { CarFinanceData } from './CarFinanceData';
import { useFinanceQuoteText } from './financeQuoteTexts';

export function useQuoteHeadline(): (
  data: CarFinanceData,
) => { title: string; monthly: string | undefined } | null {
  const text = useFinanceQuoteText();
  return (data) => {
    if (data.kind !== 'quote') return null;
    const quote = firstQuote(data.quote);
    return {
      title: data.product.Name,
      monthly: quote && text('financeQuotePerMonth', { amount: formatPounds(quote.TotalRegularPayment) }),
    };
  };
}
