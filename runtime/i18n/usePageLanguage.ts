import { useTranslation } from 'react-i18next';

/** The language of the page being rendered (the route's content language). */
export function usePageLanguage(): string {
  return useTranslation().i18n.language;
}
