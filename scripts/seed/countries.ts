/**
 * The countries the demo stock knows (catalogues/countries.json): the one a market's stock sits in, and
 * its formats filled in. Formats are patterns: `#` a digit, `%` a non-zero digit, `@` a letter of the
 * country's plate or postcode alphabet.
 */
import type { City, Country, CountryCatalogue } from './catalogues/countries.generated';
import { catalogues } from './loadCatalogues';
import type { Random } from './random';

type CountryCode = keyof CountryCatalogue['countries'];

/** Replaces `#` with digits, `%` with non-zero digits and `@` with letters from `letters`. */
export function fillPattern(random: Random, pattern: string, letters: string): string {
  let result = '';
  for (const character of pattern) {
    if (character === '#') result += String(random.int(0, 9));
    else if (character === '%') result += String(random.int(1, 9));
    else if (character === '@') result += letters.charAt(random.int(0, letters.length - 1));
    else result += character;
  }
  return result;
}

/** The GB age identifier: March–August registrations carry the year, September–February year + 50. */
function britishAgeIdentifier(date: Date): string {
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear() % 100;
  if (month >= 2 && month <= 7) return String(year).padStart(2, '0');
  return String(month >= 8 ? year + 50 : year + 49).padStart(2, '0');
}

/** The plate of a car first registered on `date` in `city`. */
export function registrationPlate(random: Random, country: Country, date: Date, city: City): string {
  return country.registration
    .map((segment) => {
      switch (segment.kind) {
        case 'pattern':
          return fillPattern(random, segment.pattern, segment.letters);
        case 'cityLetters':
          return city.plate ?? segment.fallback;
        case 'britishAgeIdentifier':
          return britishAgeIdentifier(date);
      }
    })
    .join('');
}

/** A woman's form of a surname where the language inflects it (Slovak -ová). */
export function femaleLastName(country: Country, lastName: string): string {
  const rule = country.femaleLastNameEndings?.find(({ ending }) => lastName.endsWith(ending));
  return rule ? lastName.slice(0, lastName.length - rule.ending.length) + rule.replacement : lastName;
}

/**
 * The country a market's stock sits in: the region of its locale, unless that country pays in another
 * currency than the market, then the country of the market's currency (an English-language site that
 * prices in SEK sells Swedish stock), else British stock.
 */
export function countryOf(locale: string, currency: string): Country {
  const { countries } = catalogues().countries;
  const region = locale.split('-')[1]?.toUpperCase();
  const byLocale = region && region in countries ? countries[region as CountryCode] : undefined;
  if (byLocale && byLocale.currency === currency) return byLocale;
  const byCurrency = Object.values(countries).find((country) => country.currency === currency);
  return byCurrency ?? byLocale ?? countries.GB;
}
