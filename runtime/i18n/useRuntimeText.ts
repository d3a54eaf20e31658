import { useTranslation } from 'react-i18next';
import { DEFAULT_TEXTS, type RuntimeTextKey } from './defaultTexts';

/** Looks up a runtime text in the dictionary, falling back to its documented default. */
export function useRuntimeText(): (key: RuntimeTextKey) => string {
  const { t } = useTranslation();
  return (key) => t(key, { defaultValue: DEFAULT_TEXTS[key] });
}
