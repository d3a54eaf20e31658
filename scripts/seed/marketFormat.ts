/**
 * Money, numbers, distances and price points the way one market writes them: Intl formatting in the
 * market's locale and currency, conversion of the catalogue's EUR prices and km distances into the
 * market's currency and mileage unit, and local price rounding (249 900 kr, 24 990 €, £18,995).
 */
import { convertDistance } from '../../runtime/config/mileageUnits';
import type { SiteConfig } from '../../runtime/config/SiteConfig';

interface CurrencyFacts {
  perEuro: number;
  /** Monthly invoice fee of a loan or lease. */
  invoiceFee: number;
  /** Arrangement fee of a loan. */
  startFee: number;
}

const CURRENCIES: Readonly<Record<string, CurrencyFacts>> = {
  SEK: { perEuro: 11.2, invoiceFee: 49, startFee: 695 },
  NOK: { perEuro: 11.6, invoiceFee: 75, startFee: 1250 },
  EUR: { perEuro: 1, invoiceFee: 6, startFee: 150 },
  GBP: { perEuro: 0.85, invoiceFee: 0, startFee: 10 },
  DKK: { perEuro: 7.46, invoiceFee: 35, startFee: 600 },
};

export interface MarketFormat {
  locale: string;
  currency: string;
  mileageUnit: SiteConfig['mileageUnit'];
  invoiceFee: number;
  startFee: number;
  money(amount: number): string;
  number(value: number, fractionDigits?: number): string;
  /** 5.95 → "5,95 %" / "5.95%". */
  percent(value: number, fractionDigits?: number): string;
  /** A distance in km, converted to and labelled with the market's mileage unit. */
  distance(km: number): string;
  /** A distance already in the market's unit, with its label. */
  mileage(value: number): string;
  /** Km in the market's mileage unit (rounded to whole units). */
  toMileageUnit(km: number): number;
  fromEuro(euro: number): number;
  /** A car price rounded to the market's price points, ending in 900 / 000 style when `charm`. */
  carPrice(amount: number, charm: boolean): number;
  /** An accessory or fee price rounded to the market's smaller price points (3 490 kr, 349 €). */
  accessoryPrice(amount: number): number;
}

/**
 * Rounds to `significantDigits` leading digits (at least to `minimumStep`) and takes the charm amount off:
 * 249 345 → 249 000 → 248 900.
 */
function roundToPricePoint(
  amount: number,
  significantDigits: number,
  minimumStep: number,
  charm: (step: number) => number,
): number {
  const digits = Math.max(1, Math.floor(Math.log10(Math.max(amount, 1))) + 1);
  const step = Math.max(minimumStep, 10 ** (digits - significantDigits));
  return Math.round(amount / step) * step - charm(step);
}

export function createMarketFormat(
  site: Pick<SiteConfig, 'locale' | 'currency' | 'mileageUnit'>,
): MarketFormat {
  const { locale, currency, mileageUnit } = site;
  const facts = CURRENCIES[currency];
  if (!facts) throw new Error(`The demo stock has no exchange rate for ${currency}`);
  const fixed = (fractionDigits: number, style?: 'percent') =>
    new Intl.NumberFormat(locale, {
      style,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const numbers = [fixed(0), fixed(1), fixed(2)];
  const percents = [fixed(0, 'percent'), fixed(1, 'percent'), fixed(2, 'percent')];
  const number = (value: number, fractionDigits = 0): string =>
    (numbers[fractionDigits] ?? fixed(fractionDigits)).format(value);
  const toMileageUnit = (km: number): number => Math.round(convertDistance(km, 'km', mileageUnit));
  const mileage = (value: number): string => `${number(value)} ${mileageUnit}`;
  const carCharm = (step: number): number => (currency === 'GBP' ? step / 20 : step / 10);
  return {
    locale,
    currency,
    mileageUnit,
    invoiceFee: facts.invoiceFee,
    startFee: facts.startFee,
    money: (amount) => money.format(amount),
    number,
    percent: (value, fractionDigits = 2) =>
      (percents[fractionDigits] ?? fixed(fractionDigits, 'percent')).format(value / 100),
    distance: (km) => mileage(toMileageUnit(km)),
    mileage,
    toMileageUnit,
    fromEuro: (euro) => euro * facts.perEuro,
    carPrice: (amount, charm) => roundToPricePoint(amount, 3, 100, charm ? carCharm : () => 0),
    accessoryPrice: (amount) => roundToPricePoint(amount, 2, 10, (step) => (step <= 10 ? 1 : step / 10)),
  };
}
