import { useTranslation } from 'react-i18next';

/**
 * Declares a set of dictionary keys with their default texts and returns the hook that looks them up:
 * a market's dictionary wins, the default shows where it has no entry. `{{name}}` placeholders in either
 * are filled from `values`.
 */
export function defineTexts<Key extends string>(
  defaults: Readonly<Record<Key, string>>,
): () => (key: Key, values?: Readonly<Record<string, string | number>>) => string {
  return function useTexts() {
    const { t } = useTranslation();
    return (key, values) => t(key, { ...values, defaultValue: defaults[key] });
  };
}
