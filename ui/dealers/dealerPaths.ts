/**
 * Where a dealer's page is (spec 001 §2): `{paths.siteDetail}/{slug}`, the list page being
 * `paths.siteDetail` itself; and which slug a visited path below the list names.
 */
import { localisedPath, type SiteConfig } from '../../runtime';

type PathSite = Pick<SiteConfig, 'paths' | 'defaultLanguage'>;

export const dealerListHref = (site: PathSite, language: string): string =>
  localisedPath(site, language, site.paths.siteDetail);

export const dealerHref = (site: PathSite, language: string, slug: string): string =>
  localisedPath(site, language, `${site.paths.siteDetail}/${slug}`);

/** The slug a route path below the list names (one segment, decoded), or null. */
export function dealerSlugOf(routePath: string, listPath: string): string | null {
  if (!routePath.startsWith(`${listPath}/`)) return null;
  const rest = routePath.slice(listPath.length + 1).replace(/\/+$/, '');
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}
