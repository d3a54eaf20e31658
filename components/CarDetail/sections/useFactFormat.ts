/** The market's number locale and the page's language, which the fact rows are formatted with. */
import { usePageLanguage, useSite } from '../../../runtime';
import type { FactFormat } from './carFacts';

export function useFactFormat(): FactFormat {
  return { locale: useSite().locale, language: usePageLanguage() };
}
