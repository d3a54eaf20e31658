import type { SiteConfig } from '../config/SiteConfig';

/** Public path of a route in a language: the default language has no prefix, others `/<language>`. */
export function localisedPath(
  site: Pick<SiteConfig, 'defaultLanguage'>,
  language: string,
  routePath: string,
): string {
  const path = routePath === '/' ? '' : routePath;
  if (language === site.defaultLanguage) return path || '/';
  return `/${language.toLowerCase()}${path}`;
}

/**
 * Splits a public path into language and route path. A first segment naming one of the site's
 * languages (any case) selects it; otherwise the default language serves the whole path.
 */
export function splitLanguage(
  site: Pick<SiteConfig, 'languages' | 'defaultLanguage'>,
  publicPath: string,
): { language: string; routePath: string } {
  const [, first = '', ...rest] = publicPath.split('/');
  const language = site.languages.find((code) => code.toLowerCase() === first.toLowerCase());
  if (language && language !== site.defaultLanguage)
    return { language, routePath: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  return { language: site.defaultLanguage, routePath: publicPath.replace(/\/+$/, '') || '/' };
}
