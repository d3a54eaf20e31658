/**
 * The site of an API request: the proxy resolved it and passed its name in a header; requests that
 * did not come through the proxy fall back to the default site.
 */
import type { NextApiRequest } from 'next';
import type { SiteConfig } from '../config/SiteConfig';
import { SITE_HEADER } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { defaultSiteName } from '../site/resolveSite';

export function requestSite(req: NextApiRequest): SiteConfig {
  const sites = loadSiteConfigs();
  const name = req.headers[SITE_HEADER];
  const wanted = typeof name === 'string' ? name : defaultSiteName(sites, process.env.DEFAULT_SITE);
  const site = sites.find((candidate) => candidate.name === wanted);
  if (!site) throw new Error(`Unknown site "${wanted}"`);
  return site;
}
