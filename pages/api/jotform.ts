/**
 * `POST /api/jotform`: a Jotform form's submission with `formId` (spec 001 §7 Embedded forms), answered in
 * Jotform's envelope (`content[0].answers`). The rules live in runtime/services/jotform/handlers/; the
 * service behind it is the embedded one or the Jotform host (runtime/services/jotform/index.ts). The
 * handler reads the body within its limits, so Next.js's own parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleJotformPost, serverJotformService } from '../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function jotform(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    req.resume();
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Only POST is supported.' });
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const { status, body, retryAfterSeconds } = await handleJotformPost(req, {
    service: serverJotformService(),
    signal: abort.signal,
  });
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  return res.status(status).json(body);
}
