/**
 * Host → site routing as Next.js rewrites, computed from the site configs when next.config.ts loads
 * (Next keeps them in its routes manifest). Next applies them in-process, after public files and the
 * static routes (before the dynamic ones: `/api/…` paths are therefore left to the API routes first),
 * so serving a page costs no proxy step and no second request; the proxy runs only for the
 * few paths that need it (proxyMatcher.ts). The order mirrors resolveSite: the `sc_site` override
 * (outside production), each site's exact host names, wildcard host names, then the default site for
 * any other host (a bare `localhost` included).
 */
import { CATALOGUE_PATH } from '../catalogue/catalogueLinks';
import type { SiteConfig } from '../config/SiteConfig';
import { wildcardBases } from '../site/wildcardPaths';
import { caseInsensitiveLiteral, hostPattern, pathLiteral } from './pathPatterns';

/** Internal prefix of the site route (pages/site/[site]/[lang]/[[...path]].tsx). */
export const SITE_ROUTE_PREFIX = '/site';
/** Internal prefix of the server-rendered route of paths below wildcard items (pages/wildcard/…). */
export const WILDCARD_ROUTE_PREFIX = '/wildcard';
/** Every internal page route: `<prefix>/<site>/<language>/…`, the host rewrites' destinations. */
export const PAGE_ROUTE_PREFIXES: readonly string[] = [SITE_ROUTE_PREFIX, WILDCARD_ROUTE_PREFIX];

/**
 * API paths stay API paths: rewritten to themselves before any page rewrite, so a dynamic API route
 * (`/api/mechmate/car/[registrationNumber]`), which Next matches only after these rewrites, is not served
 * as a page of the site.
 */
const API_ROUTES: SiteRewrite = { source: '/api/:path*', destination: '/api/:path*' };

/**
 * The component catalogue's pages (pages/_catalogue/, runtime/catalogue/) on every host: a dynamic page
 * route, which Next matches only after these rewrites, so it is kept from the market's pages like the API.
 */
const CATALOGUE_ROUTES: SiteRewrite = {
  source: `${CATALOGUE_PATH}/:path*`,
  destination: `${CATALOGUE_PATH}/:path*`,
};

/**
 * The browser's router resolves these rewrites itself (their host conditions against the page's host) and
 * asks for a page's data at its internal route (`/_next/data/<build>/site/<site>/<language>/….json`), so a
 * data request for an internal route is served as it is. Any other request for one is rewritten again
 * below and not found: the pages of a market are served on its own hosts only.
 */
const INTERNAL_DATA_ROUTES: readonly SiteRewrite[] = PAGE_ROUTE_PREFIXES.map((prefix) => ({
  source: `${prefix}/:path*`,
  destination: `${prefix}/:path*`,
  has: [{ type: 'header', key: 'x-nextjs-data' }],
}));

/** Paths every site answers from an API route; the route resolves the site from the host itself. */
const SERVICE_REWRITES: Readonly<Record<string, string>> = {
  '/healthz': '/api/healthz',
  '/robots.txt': '/api/robots',
  '/sitemap.xml': '/api/sitemap',
};

/**
 * `<page>?sc_mode=edit&secret=…` opens the page's recorded editing payload, `?sc_mode=normal` leaves it
 * (runtime/editing/editingRoutes.ts), on every host and before the page rewrites.
 */
const EDITING_MODE: SiteRewrite = {
  source: '/:path*',
  destination: '/api/editing/open/:path*',
  has: [{ type: 'query', key: 'sc_mode', value: '(?:edit|normal)' }],
};

/**
 * The route that redirects the `www.` hosts of sites that drop `www.` (runtime/api/wwwRedirect.ts); every
 * path of such a host is rewritten to it, before the site's own files and routes.
 */
export const WWW_REDIRECT_ROUTE = '/api/www';

export type RouteCondition =
  { type: 'host'; value: string } | { type: 'query' | 'header'; key: string; value?: string };

export interface SiteRewrite {
  source: string;
  destination: string;
  has?: RouteCondition[];
}

type RoutedSite = Pick<SiteConfig, 'name' | 'hostNames' | 'languages' | 'defaultLanguage' | 'paths'>;

/**
 * Every path of a `www.` host whose site drops `www.`, to the route that redirects it (one hop, where the
 * bare host would send it). A rewrite rather than a proxy matcher: the browser's router tests the proxy's
 * matchers by path alone, so a host-conditioned `/:path*` there made it treat every page of every market
 * as one the proxy changes, and fetch each page's data again right after hydration.
 */
export function wwwRedirectRewrites(
  sites: readonly Pick<SiteConfig, 'hostNames' | 'features'>[],
): SiteRewrite[] {
  const has = hostCondition(
    sites
      .filter((site) => site.features.redirectWwwToBareHost)
      .flatMap((site) => site.hostNames.filter((name) => name.startsWith('www.'))),
  );
  return has ? [{ source: '/:path*', destination: `${WWW_REDIRECT_ROUTE}/:path*`, has }] : [];
}

/**
 * The page rewrites of one site under one condition: a path starting with one of its other languages
 * (any case; the page route accepts the language in any case) serves that language, any other path the
 * default language. Paths below a wildcard item (a car page) go to the server-rendered route first.
 */
function pageRewrites(site: RoutedSite, has: RouteCondition[] | undefined): SiteRewrite[] {
  const condition = has ? { has } : {};
  const languageRoutes = (source: string, language: string) => [
    ...wildcardBases(site).map((base) => ({
      source: `${source}${pathLiteral(base)}/:rest+`,
      destination: `${WILDCARD_ROUTE_PREFIX}/${site.name}/${language}${base}/:rest+`,
      ...condition,
    })),
    {
      source: `${source}/:path*`,
      destination: `${SITE_ROUTE_PREFIX}/${site.name}/${language}/:path*`,
      ...condition,
    },
  ];
  const prefixed = site.languages
    .filter((language) => language !== site.defaultLanguage)
    .flatMap((language) => languageRoutes(`/:language(${caseInsensitiveLiteral(language)})`, ':language'));
  return [...prefixed, ...languageRoutes('', site.defaultLanguage)];
}

function hostCondition(hostNames: readonly string[]): RouteCondition[] | undefined {
  if (hostNames.length === 0) return undefined;
  return [{ type: 'host', value: `(?:${hostNames.map(hostPattern).join('|')})` }];
}

export function siteRewrites(
  sites: readonly RoutedSite[],
  options: { defaultSite: string; production: boolean },
): SiteRewrite[] {
  const named = (hostName: string) => hostName !== 'localhost';
  const override = options.production
    ? []
    : sites.flatMap((site) => pageRewrites(site, [{ type: 'query', key: 'sc_site', value: site.name }]));
  const exact = sites.flatMap((site) => {
    const has = hostCondition(site.hostNames.filter((name) => named(name) && !name.startsWith('*.')));
    return has ? pageRewrites(site, has) : [];
  });
  const wildcard = sites.flatMap((site) => {
    const has = hostCondition(site.hostNames.filter((name) => name.startsWith('*.')));
    return has ? pageRewrites(site, has) : [];
  });
  const fallback = sites.find((site) => site.name === options.defaultSite);
  if (!fallback) throw new Error(`The default site "${options.defaultSite}" is not configured`);
  const services = Object.entries(SERVICE_REWRITES).map(([source, destination]) => ({ source, destination }));
  return [
    API_ROUTES,
    CATALOGUE_ROUTES,
    ...INTERNAL_DATA_ROUTES,
    ...services,
    EDITING_MODE,
    ...override,
    ...exact,
    ...wildcard,
    ...pageRewrites(fallback, undefined),
  ];
}
