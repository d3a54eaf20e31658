/**
 * The proxy in front of the requests that need one, as an explicit ordered list of steps. Pages are
 * routed by host rewrites (runtime/routing/siteRewrites.ts) and redirected by their page, so Next.js
 * runs this only for the paths of runtime/routing/proxyMatcher.ts. Each step either answers or passes:
 *
 *   1. resolve the site from the host (and `sc_site` outside production)
 *   2. permanent redirects: `www.` to the site's canonical origin where the site asks for it, then the
 *      site's table with the request's query string, then a path with upper-case letters to its
 *      canonical lower-case form (runtime/routing/canonicalCase.ts)
 *   3. forward Sitecore paths to the configured content host / media edge, through this site's
 *      forwarding route (runtime/api/sitecoreForward.ts: time budget, breaker, forwarding headers)
 *
 * A redirect never names the host and port the server sees (behind a load balancer, an internal one):
 * `www.` goes to the site's configured `canonicalBaseUrl`, every other redirect to a URL on the request's
 * own origin, which Next.js sends as a path (`Location: /kopa-bil`) that the browser resolves against the
 * address it asked for. An internal destination leaves in canonical case, so one hop reaches the page.
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { SiteConfig } from '../config/SiteConfig';
import { REDIRECT_STATUS } from '../config/constants';
import { projectRoot } from '../config/projectPaths';
import { matchRedirect } from '../redirects/compileRedirectTable';
import { redirectTableFor } from '../redirects/redirectTables';
import { caseCanonicalPath } from '../routing/canonicalCase';
import { requestedSite } from '../site/requestedSite';
import {
  FORWARD_PARAMETER,
  PROXY_ENV,
  parseProxyOrigin,
  proxyTargetFor,
  proxyTargetUrl,
  SITECORE_FORWARD_ROUTE,
} from './proxyTargets';

interface StepContext {
  request: NextRequest;
  site: SiteConfig;
  env: Record<string, string | undefined>;
  /** Project root the site's data is read from (the working directory, or a fixture in tests). */
  root: string;
}

type Step = (context: StepContext) => NextResponse | undefined;

/** The table's destination for `url` on `site`: an absolute URL (external), or a path and query in canonical case. */
function tableLocation(site: SiteConfig, url: URL, root: string): string | undefined {
  const match = matchRedirect(redirectTableFor(site, root), url.pathname, url.searchParams);
  if (!match || /^https?:\/\//i.test(match.location)) return match?.location;
  const queryStart = match.location.indexOf('?');
  const path = queryStart < 0 ? match.location : match.location.slice(0, queryStart);
  return `${caseCanonicalPath(path)}${queryStart < 0 ? '' : match.location.slice(queryStart)}`;
}

/**
 * Where a request for `url` on a `www.` host of `site` goes (the site drops `www.`): where the bare host
 * would send it, so a legacy or mixed-case path is one hop too, on the site's canonical origin. Both the
 * proxy (for the paths it sees) and the `www.` route (runtime/api/wwwRedirect.ts, every other path) use it.
 */
export function wwwRedirectLocation(site: SiteConfig, url: URL, root: string): URL {
  const location = tableLocation(site, url, root) ?? `${caseCanonicalPath(url.pathname)}${url.search}`;
  return new URL(location, `${site.canonicalBaseUrl}/`);
}

/** Whether `host` is a `www.` host the site redirects to its bare host. */
export function redirectsWww(site: SiteConfig, host: string): boolean {
  return site.features.redirectWwwToBareHost === true && host.toLowerCase().startsWith('www.');
}

const redirectWwwToBareHost: Step = ({ request, site, root }) => {
  if (!redirectsWww(site, request.headers.get('host') ?? '')) return undefined;
  return NextResponse.redirect(wwwRedirectLocation(site, request.nextUrl, root), REDIRECT_STATUS);
};

const redirectByTable: Step = ({ request, site, root }) => {
  const location = tableLocation(site, request.nextUrl, root);
  if (location === undefined) return undefined;
  return NextResponse.redirect(new URL(location, request.nextUrl.origin), REDIRECT_STATUS);
};

const redirectToCanonicalCase: Step = ({ request }) => {
  const { pathname } = request.nextUrl;
  const canonical = caseCanonicalPath(pathname);
  if (canonical === pathname) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.redirect(url, REDIRECT_STATUS);
};

const forwardToSitecore: Step = ({ request, env }) => {
  const { pathname, search } = request.nextUrl;
  const target = proxyTargetFor(pathname);
  if (!target) return undefined;
  const origin = parseProxyOrigin(env[PROXY_ENV[target]]);
  // Without a media edge, media paths fall through to files in public/ (the local default).
  if (!origin && target === 'media') return NextResponse.next();
  if (!origin) {
    return new NextResponse(`No ${target} host is configured (${PROXY_ENV[target]}).`, { status: 404 });
  }
  if (!proxyTargetUrl(origin, pathname, search))
    return new NextResponse('Invalid proxy path.', { status: 400 });
  // On the request's own origin, so Next.js serves the rewrite in-process rather than as an external proxy.
  const forward = new URL(SITECORE_FORWARD_ROUTE, request.url);
  forward.searchParams.set(FORWARD_PARAMETER, `${pathname}${search}`);
  return NextResponse.rewrite(forward);
};

export const PROXY_STEPS: readonly Step[] = [
  redirectWwwToBareHost,
  redirectByTable,
  redirectToCanonicalCase,
  forwardToSitecore,
];

export function siteProxy(
  request: NextRequest,
  env: Record<string, string | undefined> = process.env,
  root: string = projectRoot(),
): NextResponse {
  const site = requestedSite(
    request.headers.get('host'),
    request.nextUrl.searchParams.get('sc_site'),
    env,
    root,
  );
  if (!site) return new NextResponse('No site is configured for this host.', { status: 404 });
  for (const step of PROXY_STEPS) {
    const response = step({ request, site, env, root });
    if (response) return response;
  }
  return NextResponse.next();
}
