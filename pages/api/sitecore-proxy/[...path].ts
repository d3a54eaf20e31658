/**
 * Where the proxy sends Sitecore paths (`/sitecore/api/*`, `/sitecore/service/*`, `/-/*`, and media when
 * SITECORE_MEDIA_HOST is set): forwarded to the configured origin by runtime/api/sitecoreForward.ts.
 * The body is read (and bounded) there and the answer streamed, so Next.js parses and limits neither.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardSitecoreRequest } from '../../../runtime/server';

export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default function sitecoreProxy(req: NextApiRequest, res: NextApiResponse) {
  return forwardSitecoreRequest(req, res);
}
