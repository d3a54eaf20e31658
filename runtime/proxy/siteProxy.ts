/**
 * The proxy in front of the requests that need one, as an explicit ordered list of steps. Pages are
 * routed by host rewrites (runtime/routing/siteRewrites.ts) and redirected by their page, so Next.js
 * runs this only for the paths of runtime/routing/proxyMatcher.ts. Each step either answers or passes:
 *
 *   1. resolve the site from the host (and `sc_site` outside production)
 *   2. permanent redirects: `www.` to the bare host where the site asks for it, then the site's table
 *      with the request's query string
 *   3. forward Sitecore paths to the configured content host / media edge, through this site's
 *      forwarding route (runtime/api/sitecoreForward.ts: time budget, breaker, forwarding headers)
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { SiteConfig } from '../config/SiteConfig';
import { REDIRECT_STATUS } from '../config/constants';
import { projectRoot } from '../config/projectPaths';
import { matchRedirect } from '../redirects/compileRedirectTable';
import { redirectTableFor } from '../redirects/redirectTables';
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

const redirectWwwToBareHost: Step = ({ request, site }) => {
  const host = request.headers.get('host') ?? '';
  if (!site.features.redirectWwwToBareHost || !host.toLowerCase().startsWith('www.')) return undefined;
  const url = request.nextUrl.clone();
  url.host = host.slice('www.'.length);
  return NextResponse.redirect(url, REDIRECT_STATUS);
};

const redirectByTable: Step = ({ request, site, root }) => {
  const match = matchRedirect(
    redirectTableFor(site, root),
    request.nextUrl.pathname,
    request.nextUrl.searchParams,
  );
  if (!match) return undefined;
  return NextResponse.redirect(new URL(match.location, request.nextUrl.origin), REDIRECT_STATUS);
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

export const PROXY_STEPS: readonly Step[] = [redirectWwwToBareHost, redirectByTable, forwardToSitecore];

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
