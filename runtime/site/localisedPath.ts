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
/** The site's language a path segment or route parameter names, in any case. */
export function siteLanguage(
  site: Pick<SiteConfig, 'languages'>,
  code: string | undefined,
): string | undefined {
  return site.languages.find((language) => language.toLowerCase() === code?.toLowerCase());
}

export function splitLanguage(
  site: Pick<SiteConfig, 'languages' | 'defaultLanguage'>,
  publicPath: string,
): { language: string; routePath: string } {
  const [, first = '', ...rest] = publicPath.split('/');
  const language = siteLanguage(site, first);
  if (language && language !== site.defaultLanguage)
    return { language, routePath: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  return { language: site.defaultLanguage, routePath: publicPath.replace(/\/+$/, '') || '/' };
}
