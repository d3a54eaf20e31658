/**
 * The HTTP side every `/api/places/*` route shares, so the three stay thin: GET only (405 with `Allow`
 * otherwise), a signal that aborts the provider call when the client goes away (a newer keystroke), the
 * handler's status and body, Retry-After with a 503. Places hardly change, so a 200 or 404 may be cached
 * for an hour; an error must not outlive its cause.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { PlacesHandlerContext, PlacesHandlerResponse, PlacesQuery } from './handlePlacesRequest';
import { serverPlacesService } from '../index';

const CACHED_SECONDS = 3_600;

export async function sendPlacesAnswer<Body>(
  req: NextApiRequest,
  res: NextApiResponse,
  handle: (query: PlacesQuery, context: PlacesHandlerContext) => Promise<PlacesHandlerResponse<Body>>,
): Promise<void> {
  if (req.method !== 'GET') {
    req.resume();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Only GET is supported.' });
    return;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const { status, body, retryAfterSeconds } = await handle(req.query, {
    service: serverPlacesService(),
    signal: abort.signal,
  });
  res.setHeader(
    'Cache-Control',
    status === 200 || status === 404 ? `public, max-age=${CACHED_SECONDS}` : 'no-store',
  );
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
}
