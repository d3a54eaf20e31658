/** Amounts in the market's currency and number format, in whole units (prices and monthly costs). */
import type { SiteConfig } from '../../runtime';
import { formatCurrency } from '../format/formatCurrency';

export const formatMoney = (amount: number, site: Pick<SiteConfig, 'locale' | 'currency'>): string =>
  formatCurrency(Math.round(amount), site.currency, site.locale);
