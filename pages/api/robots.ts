import type { NextApiRequest, NextApiResponse } from 'next';
import { requestSite, robotsTxt } from '../../runtime/server';

export default function robots(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(robotsTxt(requestSite(req)));
}
