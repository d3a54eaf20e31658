/**
 * What a new market's language and currency say about it, for `npm run new-site`: whether Node's Intl
 * knows them (a typo must not become a market), and the settings of site.json that follow from its
 * country — time zone, mileage unit, standard VAT rate — so the scaffold writes real values rather than
 * another country's.
 */

export interface MarketFacts {
  /** ISO 3166 region of the language tag (`sv-SE` → `SE`). */
  country: string;
  timeZone: string;
  mileageUnit: 'mil' | 'km' | 'miles';
  /** Standard VAT in percent, when this table knows the country. */
  vatRate?: number;
}

/** A market language is a language with a country, as site.json's `locale` requires. */
const LANGUAGE_TAG = /^([a-z]{2})-([A-Z]{2})$/;

/**
 * Standard VAT rates in percent of the EU and EEA countries, Switzerland and the UK (as of 2025; Finland
 * 25.5 since September 2024, Slovakia 23 since January 2025). Elsewhere `--vat` gives the rate.
 */
const STANDARD_VAT: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CH: 8.1,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GB: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IS: 24,
  IT: 22,
  LI: 8.1,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  NO: 25,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** Sweden counts car mileage in mil (10 km); the UK and the US in miles; everyone else in km. */
const MILEAGE_UNITS: Readonly<Record<string, MarketFacts['mileageUnit']>> = {
  SE: 'mil',
  GB: 'miles',
  US: 'miles',
};

/** Why `language` cannot be a market's language, or undefined when it can. */
export function languageProblem(language: string): string | undefined {
  const match = LANGUAGE_TAG.exec(language);
  if (!match) return `language "${language}" must be a language and a country, like sv-SE`;
  const [, code = '', country = ''] = match;
  const languageName = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  if (!languageName || Intl.NumberFormat.supportedLocalesOf([language]).length === 0)
    return `unknown language "${code}" in "${language}"`;
  const countryName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(country);
  if (!countryName || country === 'ZZ') return `unknown country "${country}" in "${language}"`;
  return undefined;
}

/** Why `currency` cannot be a market's currency (not an ISO 4217 code Intl knows), or undefined. */
export function currencyProblem(currency: string): string | undefined {
  return Intl.supportedValuesOf('currency').includes(currency)
    ? undefined
    : `unknown currency "${currency}" (an ISO 4217 code, like SEK)`;
}

/** The country's first IANA time zone (Intl.Locale#getTimeZones), if the runtime lists any. */
function firstTimeZone(language: string): string | undefined {
  const locale = new Intl.Locale(language);
  const list: unknown =
    'getTimeZones' in locale && typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : undefined;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

/** The facts of a valid market language (`languageProblem` found nothing). */
export function marketFacts(language: string, fallbackTimeZone: string): MarketFacts {
  const country = language.slice(3);
  const vatRate = STANDARD_VAT[country];
  return {
    country,
    timeZone: firstTimeZone(language) ?? fallbackTimeZone,
    mileageUnit: MILEAGE_UNITS[country] ?? 'km',
    ...(vatRate === undefined ? {} : { vatRate }),
  };
}
