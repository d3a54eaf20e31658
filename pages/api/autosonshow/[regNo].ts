/**
 * `GET /api/autosonshow/{regNo}`: a car's video and 360° data (spec 001 §7) for the car page's gallery.
 * The rules live in runtime/services/autosOnShow/handlers/; the service behind it is the embedded one or
 * the hosted one (runtime/services/autosOnShow/index.ts). It takes no body, so Next.js's parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleAutosOnShowRequest, requestSite, serverAutosOnShowService } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function autosOnShow(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Only GET is supported.' });
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const { status, body, retryAfterSeconds } = await handleAutosOnShowRequest(req.query.regNo, {
    service: serverAutosOnShowService(),
    site: requestSite(req),
    signal: abort.signal,
  });
  // A car's media change rarely; an error must not outlive its cause.
  res.setHeader('Cache-Control', status === 200 || status === 404 ? 'public, max-age=300' : 'no-store');
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  return res.status(status).json(body);
}
