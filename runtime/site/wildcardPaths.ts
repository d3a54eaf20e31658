/**
 * Wildcard items, as Sitecore has them: a content item that renders every path below it itself. The car
 * page is one: `{paths.carDetail}/{car_id}/{slug}` renders the item at `paths.carDetail`, whose car
 * detail rendering reads the car from the visited path. Such paths are server-rendered on every request
 * (pages/wildcard/…): each car is its own page, with its own status (404 for an unknown car, 302 for an
 * id-only URL), which a statically generated page could not answer. The bases come from the site's paths,
 * so a market moves its car pages by config. Every path below a base is the wildcard item's: a content
 * item placed below it would never be served, so a base stays a leaf of the content tree (`npm run
 * validate` refuses content below one).
 */
import type { SiteConfig } from '../config/SiteConfig';

export function wildcardBases(site: Pick<SiteConfig, 'paths'>): string[] {
  return [site.paths.carDetail];
}

/** The wildcard item that renders `routePath`, if one is above it (the longest base wins). */
export function wildcardBaseOf(site: Pick<SiteConfig, 'paths'>, routePath: string): string | undefined {
  return wildcardBases(site)
    .filter((base) => routePath.startsWith(`${base}/`) && routePath.length > base.length + 1)
    .sort((a, b) => b.length - a.length)[0];
}
