/**
 * One i18next instance per rendered page, holding the market's dictionary for the route's language.
 * Initialised synchronously so server and browser render the same text on the first pass.
 */
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Dictionary } from '../../schemas/generated/dictionary';

export function createI18n(language: string, dictionary: Dictionary): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: dictionary } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
