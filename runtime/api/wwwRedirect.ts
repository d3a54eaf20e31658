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
import { requestedSite } from '../site/requestedSite';

export function redirectWww(req: NextApiRequest, res: NextApiResponse): void {
  const root = projectRoot();
  req.resume();
  const host = req.headers.host ?? '';
  const site = requestedSite(host, undefined, process.env, root);
  if (!site || !redirectsWww(site, host)) {
    res.status(404).json({ error: 'This host does not redirect.' });
    return;
  }
  // Next hands a rewritten route the URL the visitor asked for, not the rewrite's destination.
  const location = wwwRedirectLocation(site, new URL(req.url ?? '/', 'http://www.invalid'), root);
  res.redirect(REDIRECT_STATUS, location.href);
}
