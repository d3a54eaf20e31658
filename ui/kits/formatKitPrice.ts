/** A kit's price in its own currency (a kit without one is priced in EUR, spec 002 §3), in the market's format. */
import { formatCurrency } from '../format/formatCurrency';

export const DEFAULT_KIT_CURRENCY = 'EUR';

export const formatKitPrice = (amount: number, currency: string | undefined, locale: string): string =>
  formatCurrency(amount, currency ?? DEFAULT_KIT_CURRENCY, locale);
