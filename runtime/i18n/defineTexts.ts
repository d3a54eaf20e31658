import { usePageI18n } from './usePageI18n';

/**
 * The default of a text that depends on a number: one text per plural category of the default language
 * (Swedish: `one`, `other`). `other` stands in for a category the page's language has and the default
 * lacks (Slovak `few` for 2–4), so a market without the key still reads a sentence.
 */
export type PluralDefault = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

type TextValues = Readonly<Record<string, string | number>>;

/** A plural text takes its number first; `values.count` may give that number as it should read (formatted). */
type TextArguments<Default> = Default extends PluralDefault
  ? [count: number, values?: TextValues]
  : [values?: TextValues];

export type TextLookup<Defaults> = <Key extends keyof Defaults & string>(
  key: Key,
  ...args: TextArguments<Defaults[Key]>
) => string;

/** i18next's default options for a text: `defaultValue`, and `defaultValue_<category>` for a plural text. */
function defaultOptions(fallback: string | PluralDefault): Readonly<Record<string, string>> {
  if (typeof fallback === 'string') return { defaultValue: fallback };
  const byCategory = Object.entries(fallback).map(([category, text]) => [`defaultValue_${category}`, text]);
  return { ...Object.fromEntries(byCategory), defaultValue: fallback.other };
}

/**
 * Declares a set of dictionary keys with their default texts and returns the hook that looks them up:
 * a market's dictionary wins, the default shows where it has no entry. `{{name}}` placeholders in either
 * are filled from `values`.
 *
 * A plural text is looked up the i18next way: `<key>_<category>` in the dictionary, the category chosen by
 * the page language's plural rules (Intl.PluralRules: Slovak has `one`, `few`, `many` and `other`), and
 * `{{count}}` is the number unless `values.count` says how it reads.
 */
export function defineTexts<const Defaults extends Readonly<Record<string, string | PluralDefault>>>(
  defaults: Defaults,
): () => TextLookup<Defaults> {
  const table: Readonly<Record<keyof Defaults & string, string | PluralDefault>> = defaults;
  return function useTexts() {
    const i18n = usePageI18n();
    return (key: keyof Defaults & string, countOrValues?: number | TextValues, values?: TextValues) =>
      typeof countOrValues === 'number'
        ? i18n.t(key, {
            count: countOrValues,
            replace: { count: countOrValues, ...values },
            ...defaultOptions(table[key]),
          })
        : i18n.t(key, { ...countOrValues, ...defaultOptions(table[key]) });
  };
}
