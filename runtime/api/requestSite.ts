/** The site of an API request, resolved from its host like a page's (runtime/site/requestedSite.ts). */
import type { NextApiRequest } from 'next';
import type { SiteConfig } from '../config/SiteConfig';
import { requestedSite } from '../site/requestedSite';

export function requestSite(req: NextApiRequest): SiteConfig {
  const override = req.query.sc_site;
  const site = requestedSite(req.headers.host, typeof override === 'string' ? override : undefined);
  if (!site) throw new Error(`No site serves the host "${req.headers.host ?? ''}"`);
  return site;
}
