/**
 * Range values as visitors read them: prices in the market's locale and currency, mileage in its
 * mileage unit, other numbers in its locale.
 */
import type { SiteConfig } from '../../runtime';
import { formatMoney } from '../cars/formatMoney';
import { formatWholeNumber } from '../format/formatWholeNumber';
import { isPriceLikeField, type Range } from './rangeFilter';

type RangeFormatSite = Pick<SiteConfig, 'locale' | 'currency' | 'mileageUnit'>;

export function formatRangeValue(site: RangeFormatSite, field: string, value: number): string {
  if (isPriceLikeField(field)) return formatMoney(value, site);
  const number = formatWholeNumber(value, site.locale);
  return field === 'car_mileage' ? `${number} ${site.mileageUnit}` : number;
}

/** `a – b`, `≥ a` or `≤ b`. */
export function formatRange(site: RangeFormatSite, field: string, { min, max }: Range): string {
  const format = (value: number) => formatRangeValue(site, field, value);
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `≥ ${format(min)}`;
  return max === undefined ? '' : `≤ ${format(max)}`;
}
