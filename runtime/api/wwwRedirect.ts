/**
 * The `www.` hosts of sites that drop `www.` (features.redirectWwwToBareHost): every path of such a host
 * is rewritten here (runtime/routing/siteRewrites.ts, `wwwRedirectRewrites`) and answered with a permanent
 * redirect to where the bare host would send it, on the site's canonical origin, in one hop
 * (runtime/proxy/siteProxy.ts, `wwwRedirectLocation`). The proxy answers the same for the paths it sees.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { REDIRECT_STATUS } from '../config/constants';
import { projectRoot } from '../config/projectPaths';
import { redirectsWww, wwwRedirectLocation } from '../proxy/siteProxy';
import { WWW_REDIRECT_ROUTE } from '../routing/siteRewrites';
import { requestedSite } from '../site/requestedSite';

/** The path and query the visitor asked for: the route's URL (`/api/www/<path>?<query>`) without its prefix. */
function requestedUrl(url: string): URL {
  const parsed = new URL(url, 'http://www.invalid');
  parsed.pathname = parsed.pathname.slice(WWW_REDIRECT_ROUTE.length) || '/';
  return parsed;
}

export function redirectWww(req: NextApiRequest, res: NextApiResponse): void {
  const root = projectRoot();
  req.resume();
  const host = req.headers.host ?? '';
  const site = requestedSite(host, undefined, process.env, root);
  if (!site || !redirectsWww(site, host)) {
    res.status(404).json({ error: 'This host does not redirect.' });
    return;
  }
  const location = wwwRedirectLocation(site, requestedUrl(req.url ?? '/'), root);
  res.redirect(REDIRECT_STATUS, location.href);
}
