/**
 * Wildcard items, as Sitecore has them: the child item named `*` of a path renders every path below that
 * path itself. The car page is one: `{paths.carDetail}/{car_id}/{slug}` renders the item
 * `{paths.carDetail}/*`, whose car detail rendering reads the car from the visited path. Such paths are
 * server-rendered on every request (pages/wildcard/…): each car is its own page, with its own status (404
 * for an unknown car, 302 for an id-only URL), which a statically generated page could not answer; so is
 * each dealer's page, `{paths.siteDetail}/{slug}`, from the item `{paths.siteDetail}/*`. The
 * base path itself stays an ordinary page when it has content of its own (the dealer list at
 * `paths.siteDetail` above the dealer pages). The bases come from the site's paths, so a market moves its
 * car pages by config. Every other path below a base is the wildcard item's: a content item placed below
 * it would never be served (`npm run validate` refuses one). Local content keeps the item in
 * `<base>/_wildcard.json` (runtime/services/content/embedded/LocalContentSource.ts).
 */
import type { SiteConfig } from '../config/SiteConfig';

/** The last segment of a wildcard item's path, Sitecore's name for it. */
export const WILDCARD_SEGMENT = '*';

export function wildcardBases(site: Pick<SiteConfig, 'paths'>): string[] {
  return [site.paths.carDetail, site.paths.siteDetail];
}

/**
 * Whether `routePath` lies below `base` (a base of `/` or `''` is above every other path). A `*` segment
 * of the base, a wildcard item above it, stands for any one segment.
 */
function isBelow(base: string, routePath: string): boolean {
  const baseSegments = base.split('/').filter((segment) => segment !== '');
  const pathSegments = routePath.split('/').slice(1);
  return (
    baseSegments.every((segment, index) => segment === WILDCARD_SEGMENT || segment === pathSegments[index]) &&
    pathSegments.slice(baseSegments.length).join('/') !== ''
  );
}

/** The deepest of `bases` that `routePath` lies below, if any. */
export function deepestBaseOf(bases: readonly string[], routePath: string): string | undefined {
  return bases
    .filter((base) => isBelow(base, routePath))
    .sort((a, b) => b.split('/').length - a.split('/').length || b.length - a.length)[0];
}

/** The base whose wildcard item renders `routePath`, if one is above it (the longest base wins). */
export function wildcardBaseOf(site: Pick<SiteConfig, 'paths'>, routePath: string): string | undefined {
  return deepestBaseOf(wildcardBases(site), routePath);
}

/** The path of the wildcard item below `base`: `/kopa-bil/bil` → `/kopa-bil/bil/*`. */
export function wildcardItemPath(base: string): string {
  return `${base}/${WILDCARD_SEGMENT}`;
}
