/** Amounts in the market's currency and number format, in whole units (prices and monthly costs). */
import type { SiteConfig } from '../../runtime';

const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, site: Pick<SiteConfig, 'locale' | 'currency'>): string {
  const key = `${site.locale}|${site.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(site.locale, {
      style: 'currency',
      currency: site.currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(key, format);
  }
  return format.format(Math.round(amount));
}
