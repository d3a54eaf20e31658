import { usePageI18n } from './usePageI18n';

/** The language of the page being rendered (the route's content language). */
export function usePageLanguage(): string {
  return usePageI18n().language;
}
