/**
 * On-demand revalidation for content publishes: `POST /api/revalidate?site=<name>&path=/a/b` marks that
 * path of the market expired (in each of its languages), `?site=<name>` alone every page of the market.
 * Every instance then renders the page afresh on its next request, since the marks are kept where the
 * shared page cache reads them (runtime/cache/sharedPageCache.ts: Redis, or this process without it).
 * The caller proves itself with REVALIDATE_SECRET in the `x-revalidate-secret` header; without the
 * variable the route answers 404, a wrong secret 401. Server-only.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { expirePages } from '../cache/sharedPageCache.ts';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { type ServiceAnswer, serviceRoute } from '../http/serviceRoute';
import { SITE_ROUTE_PREFIX } from '../routing/siteRewrites';

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** The longest path accepted (a site path, not a document). */
const MAX_PATH_LENGTH = 512;

export interface RevalidateRequest {
  secret: string | undefined;
  site: unknown;
  path: unknown;
}

export interface RevalidateContext {
  expectedSecret: string | undefined;
  sites: readonly Pick<SiteConfig, 'name' | 'languages'>[];
  expire: (what: { keys?: string[]; markets?: string[] }) => Promise<void>;
  logError?: (message: string, error: unknown) => void;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The page cache keys of a market path in each language (`/` is the language's home page). */
export function pageKeysOf(site: Pick<SiteConfig, 'name' | 'languages'>, path: string): string[] {
  const rest = path.replace(/\/+$/, '').toLowerCase();
  return site.languages.map((language) => `${SITE_ROUTE_PREFIX}/${site.name}/${language}${rest}`);
}

export async function handleRevalidate(
  { secret, site: siteName, path }: RevalidateRequest,
  { expectedSecret, sites, expire, logError = console.error }: RevalidateContext,
): Promise<ServiceAnswer> {
  if (!expectedSecret) return { status: 404, body: { error: 'On-demand revalidation is not configured.' } };
  if (!secret || !sameSecret(secret, expectedSecret))
    return { status: 401, body: { error: 'Wrong secret.' } };
  const site = sites.find((candidate) => candidate.name === siteName);
  if (!site) return { status: 400, body: { error: 'site must name a configured market.' } };
  if (
    path !== undefined &&
    (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH)
  )
    return {
      status: 400,
      body: { error: `path must start with / and be at most ${MAX_PATH_LENGTH} characters.` },
    };
  const what = path === undefined ? { markets: [site.name] } : { keys: pageKeysOf(site, path) };
  try {
    await expire(what);
  } catch (error) {
    logError('On-demand revalidation could not reach the shared page cache:', error);
    return {
      status: 503,
      body: { error: 'The shared page cache is unavailable; try again.' },
      retryAfterSeconds: 5,
    };
  }
  return {
    status: 200,
    body: { revalidated: true, site: site.name, ...(path === undefined ? {} : { path }) },
  };
}

/** The request's parts as the handler reads them. */
function revalidateRequestOf(req: NextApiRequest): RevalidateRequest {
  const header = req.headers[REVALIDATE_SECRET_HEADER];
  return {
    secret: typeof header === 'string' ? header : undefined,
    site: req.query.site,
    path: req.query.path,
  };
}

/** The API route, over this server's sites and page cache. */
export const revalidateRoute = serviceRoute('POST', (req) =>
  handleRevalidate(revalidateRequestOf(req), {
    expectedSecret: process.env.REVALIDATE_SECRET?.trim() || undefined,
    sites: loadSiteConfigs(),
    expire: expirePages,
  }),
);
