/**
 * Money, percentages and distances of the financing panels in the market's language and currency
 * (`Intl`), from the site config: whole currency units for amounts, two decimals at most for rates, and
 * the leasing mileage — given in Swedish mil (10 km) a year — in the market's mileage unit.
 */
import { useMemo } from 'react';
import { convertDistance, numberFormat, useSite } from '../../runtime';
import { formatMoney } from '../cars/formatMoney';
import { formatWholeNumber } from '../format/formatWholeNumber';

/** Converted leasing distances are rounded to this many units (15,000 km is 9,300 miles, not 9,321). */
const DISTANCE_ROUNDING = 100;

export function useFinanceFormat() {
  const site = useSite();
  return useMemo(() => {
    const whole = (value: number) => formatWholeNumber(value, site.locale);
    return {
      money: (amount: number) => formatMoney(amount, site),
      /** A whole number with the market's grouping: "103 000". */
      number: whole,
      /** 5.95 → "5,95 %". */
      percent: (value: number) =>
        numberFormat(site.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
      /** A distance already in the market's unit: "10,000 miles". */
      distance: (value: number) => `${whole(value)} ${site.mileageUnit}`,
      /** A leasing mileage in mil a year, in the market's unit: "1 500 mil", "15 000 km", "9,300 miles". */
      mileage: (mil: number) => {
        if (site.mileageUnit === 'mil') return `${whole(mil)} mil`;
        const converted = convertDistance(mil, 'mil', site.mileageUnit);
        const distance = Math.round(converted / DISTANCE_ROUNDING) * DISTANCE_ROUNDING;
        return `${whole(distance)} ${site.mileageUnit}`;
      },
    };
  }, [site]);
}
