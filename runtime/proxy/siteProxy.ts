/**
 * The request pipeline in front of every page, as an explicit ordered list of steps. Each step either
 * answers the request or passes it on:
 *
 *   1. resolve the site from the host (and `sc_site` outside production)
 *   2. forward Sitecore paths to the configured content host / media edge
 *   3. rewrite the site's service paths (/healthz, /robots.txt, /sitemap.xml, /feaas-render) to API routes
 *   4. rewrite the page path to the internal route `/site/<site>/<language>/<path>`
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { SiteConfig } from '../config/SiteConfig';
import { LANGUAGE_HEADER, SITE_HEADER } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
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
}

type Step = (context: StepContext) => NextResponse | undefined;

function withSiteHeaders(context: StepContext, language?: string): { request: { headers: Headers } } {
  const headers = new Headers(context.request.headers);
  headers.set(SITE_HEADER, context.site.name);
  if (language) headers.set(LANGUAGE_HEADER, language);
  else headers.delete(LANGUAGE_HEADER);
  return { request: { headers } };
}

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

export const PROXY_STEPS: readonly Step[] = [forwardToSitecore, rewriteServicePaths, rewritePage];

export function siteProxy(
  request: NextRequest,
  env: Record<string, string | undefined> = process.env,
): NextResponse {
  const sites = loadSiteConfigs();
  const site = resolveSite(request.headers.get('host') ?? 'localhost', sites, {
    defaultSite: defaultSiteName(sites, env.DEFAULT_SITE),
    siteOverride: request.nextUrl.searchParams.get('sc_site'),
    production: env.NODE_ENV === 'production',
  });
  if (!site) return new NextResponse('No site is configured for this host.', { status: 404 });
  for (const step of PROXY_STEPS) {
    const response = step({ request, site, env });
    if (response) return response;
  }
  return NextResponse.next();
}
