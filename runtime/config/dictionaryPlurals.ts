/**
 * A counted text is one dictionary key per plural category of the dictionary's language (i18next's
 * `<key>_one`, `<key>_other`, and Slovak's `<key>_few`, `<key>_many`), chosen by Intl.PluralRules. A form
 * left out would show the Swedish default for those numbers, so validation names each one missing, and a
 * bare `<key>` beside its forms, which i18next would never show.
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { ConfigError } from './ConfigError';

const OTHER_SUFFIX = '_other';
/** CLDR's order of the categories, small numbers first (ICU builds list them in different orders). */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function dictionaryPluralErrors(
  dictionary: Readonly<Dictionary>,
  language: string,
  file: string,
): ConfigError[] {
  const categories = new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.toSorted((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
  return Object.keys(dictionary)
    .filter((key) => key.endsWith(OTHER_SUFFIX))
    .flatMap((other) => {
      const base = other.slice(0, -OTHER_SUFFIX.length);
      const missing = categories
        .filter((category) => !Object.hasOwn(dictionary, `${base}_${category}`))
        .map((category) => ({
          file,
          pointer: `/${base}_${category}`,
          message: `missing plural form "${category}" of "${base}" (${language} counts with ${categories.join(', ')})`,
        }));
      const bare = Object.hasOwn(dictionary, base)
        ? [{ file, pointer: `/${base}`, message: `"${base}" has plural forms: use ${base}_<form> only` }]
        : [];
      return [...missing, ...bare];
    });
}
