import type { Language } from './contract';

/** Describes a language code the way Sitecore's language items do, using the platform's CLDR data. */
export function languageInfo(code: string): Language {
  const englishName = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  const nativeName = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  const native = nativeName.charAt(0).toLocaleUpperCase(code) + nativeName.slice(1);
  return { name: code, displayName: native, englishName, nativeName: native };
}
