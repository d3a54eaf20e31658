/**
 * `POST /api/search`: the search contract (spec 001 §7) for the browser. The rules live in
 * runtime/services/search/handlers/; the service behind it is the embedded engine or the hosted one
 * (runtime/services/search/index.ts). The body is read by the handler within its size and depth limits,
 * so Next.js's own parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleSearchPost, serverSearchService } from '../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function search(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Only POST is supported.' });
  }
  const { status, body, retryAfterSeconds } = await handleSearchPost(req, { service: serverSearchService() });
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  return res.status(status).json(body);
}
