/**
 * The site a request addresses, from its Host header and, outside production, `?sc_site=`: the one
 * rule the page rewrites (runtime/routing/siteRewrites.ts), the proxy, the API routes and the error
 * page all follow, so no step has to hand the site to the next in a header.
 */
import type { SiteConfig } from '../config/SiteConfig';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { projectRoot } from '../config/projectPaths';
import { defaultSiteName, resolveSite } from './resolveSite';

export function requestedSite(
  host: string | null | undefined,
  siteOverride: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
  root: string = projectRoot(),
): SiteConfig | undefined {
  const sites = loadSiteConfigs(root);
  return resolveSite(host ?? 'localhost', sites, {
    defaultSite: defaultSiteName(sites, env.DEFAULT_SITE),
    siteOverride,
    production: env.NODE_ENV === 'production',
  });
}
