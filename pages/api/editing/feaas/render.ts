/**
 * Target of /feaas-render (spec 000 §2). Only the Sitecore editor may call it, with the editing secret.
 * Front End as a Service components are not part of this runtime's registry, so an authorised call is
 * told so explicitly instead of receiving an empty page. It takes no body, so Next.js's body parser is off.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';

export const config = { api: { bodyParser: false } };

function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default function feaasRender(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Only GET is supported.' });
  }
  if (!secretMatches(req.query.secret, process.env.JSS_EDITING_SECRET)) {
    return res.status(401).json({ error: 'Missing or invalid editing secret.' });
  }
  if (typeof req.query.feaasSrc !== 'string' || req.query.feaasSrc === '') {
    return res.status(400).json({ error: 'Query parameter "feaasSrc" is required.' });
  }
  return res.status(501).json({ error: 'FEaaS components are not rendered by this runtime.' });
}
