/**
 * The request pipeline in front of every page, as an explicit ordered list of steps. Each step either
 * answers the request or passes it on:
 *
 *   1. resolve the site from the host (and `sc_site` outside production)
 *   2. permanent redirects: `www.` to the bare host where the site asks for it, then the site's table
 *   3. forward Sitecore paths to the configured content host / media edge
 *   4. rewrite the site's service paths (/healthz, /robots.txt, /sitemap.xml, /feaas-render) to API routes
 *   5. rewrite the page path to the internal route `/site/<site>/<language>/<path>`
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { SiteConfig } from '../config/SiteConfig';
import { LANGUAGE_HEADER, SITE_HEADER } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { projectRoot } from '../config/projectPaths';
import { matchRedirect } from '../redirects/compileRedirectTable';
import { redirectTableFor } from '../redirects/redirectTables';
import { splitLanguage } from '../site/localisedPath';
import { defaultSiteName, resolveSite } from '../site/resolveSite';
import { PROXY_ENV, parseProxyOrigin, proxyTargetFor, proxyTargetUrl } from './proxyTargets';

/** Internal prefix of the site route (pages/site/[site]/[lang]/[[...path]].tsx). */
export const SITE_ROUTE_PREFIX = '/site';

export const SERVICE_REWRITES: Readonly<Record<string, string>> = {
  '/healthz': '/api/healthz',
  '/robots.txt': '/api/robots',
  '/sitemap.xml': '/api/sitemap',
  '/feaas-render': '/api/editing/feaas/render',
};

interface StepContext {
  request: NextRequest;
  site: SiteConfig;
  env: Record<string, string | undefined>;
  /** Project root the site's data is read from (the working directory, or a fixture in tests). */
  root: string;
}

type Step = (context: StepContext) => NextResponse | undefined;

function withSiteHeaders(context: StepContext, language?: string): { request: { headers: Headers } } {
  const headers = new Headers(context.request.headers);
  headers.set(SITE_HEADER, context.site.name);
  if (language) headers.set(LANGUAGE_HEADER, language);
  else headers.delete(LANGUAGE_HEADER);
  return { request: { headers } };
}

/** Redirects are permanent and keep the method and body (308). */
export const REDIRECT_STATUS = 308;

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
  const url = proxyTargetUrl(origin, pathname, search);
  return url ? NextResponse.rewrite(url) : new NextResponse('Invalid proxy path.', { status: 400 });
};

const rewriteServicePaths: Step = (context) => {
  const destination = SERVICE_REWRITES[context.request.nextUrl.pathname];
  if (!destination) return undefined;
  const url = context.request.nextUrl.clone();
  url.pathname = destination;
  return NextResponse.rewrite(url, withSiteHeaders(context));
};

const rewritePage: Step = (context) => {
  const { pathname } = context.request.nextUrl;
  // Files in public/ (they have an extension; route paths never do).
  if (/\.[a-z0-9]+$/i.test(pathname)) return NextResponse.next();
  const { language, routePath } = splitLanguage(context.site, pathname);
  const url = context.request.nextUrl.clone();
  url.pathname = `${SITE_ROUTE_PREFIX}/${context.site.name}/${language}${routePath === '/' ? '' : routePath}`;
  return NextResponse.rewrite(url, withSiteHeaders(context, language));
};

export const PROXY_STEPS: readonly Step[] = [
  redirectWwwToBareHost,
  redirectByTable,
  forwardToSitecore,
  rewriteServicePaths,
  rewritePage,
];

export function siteProxy(
  request: NextRequest,
  env: Record<string, string | undefined> = process.env,
  root: string = projectRoot(),
): NextResponse {
  const sites = loadSiteConfigs(root);
  const site = resolveSite(request.headers.get('host') ?? 'localhost', sites, {
    defaultSite: defaultSiteName(sites, env.DEFAULT_SITE),
    siteOverride: request.nextUrl.searchParams.get('sc_site'),
    production: env.NODE_ENV === 'production',
  });
  if (!site) return new NextResponse('No site is configured for this host.', { status: 404 });
  for (const step of PROXY_STEPS) {
    const response = step({ request, site, env, root });
    if (response) return response;
  }
  return NextResponse.next();
}
