/**
 * `GET /api/stories?site=&language=&indexPath=&cursor=&tags=&limit=`: the next page of a stories list
 * (load-more and tag filtering in the browser). The rules live in runtime/services/content/handlers/.
 * It takes no body, so Next.js's body parser is off: a body sent anyway is never read.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSource, handleStoriesRequest, loadSiteConfigs } from '../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function stories(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Only GET is supported.' });
  }
  const { status, body, retryAfterSeconds } = await handleStoriesRequest(req.query, {
    sites: loadSiteConfigs(),
    source: contentSource(),
  });
  // A page of stories may be cached briefly; an error must not outlive its cause.
  res.setHeader('Cache-Control', status === 200 ? 'public, max-age=60' : 'no-store');
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  return res.status(status).json(body);
}
