/**
 * The HTTP side every `/api/codeweaver/*` route shares, so the three stay thin: 405 with `Allow` for
 * another method, a signal that aborts when the client goes away, `Cache-Control: no-store` (a quote is
 * the buyer's own and changes by the day; an error must not outlive its cause), Retry-After with a 503,
 * and the handler's status and body.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { FinanceHandlerResponse } from './financeAnswer';

export async function sendFinanceAnswer<Body>(
  req: NextApiRequest,
  res: NextApiResponse,
  method: 'GET' | 'POST',
  handle: (signal: AbortSignal) => Promise<FinanceHandlerResponse<Body>>,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== method) {
    req.resume();
    res.setHeader('Allow', method);
    res.status(405).json({ error: `Only ${method} is supported.` });
    return;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const { status, body, retryAfterSeconds } = await handle(abort.signal);
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
}
