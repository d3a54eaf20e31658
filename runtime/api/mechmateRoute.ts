/**
 * The plumbing every `/api/mechmate/*` route shares (spec 002 §7), so each route file is one line over
 * its handler: the method check, the requesting market's sites index, an abort when the client goes
 * away, and writing the handler's answer (never cached; Retry-After with a 503). The workshop stream
 * is written as server-sent events, one `data:` message each, uncompressed so every message leaves at
 * once, and ends when the backend's messages do or the client goes away.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverMechmateService } from '../services/mechmate';
import { handleClosestAvailable, sseEvent } from '../services/mechmate/handlers/handleClosestAvailable';
import type {
  MechmateHandlerContext,
  MechmateHandlerResponse,
} from '../services/mechmate/handlers/mechmateHandlers';
import { requestSite } from './requestSite';

type MechmateHandle = (
  req: NextApiRequest,
  context: MechmateHandlerContext,
) => Promise<MechmateHandlerResponse<unknown>>;

function handlerContext(req: NextApiRequest, res: NextApiResponse): MechmateHandlerContext {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  return {
    service: serverMechmateService(),
    sitesIndex: requestSite(req).searchIndexes.sites,
    signal: abort.signal,
  };
}

function refusedMethod(req: NextApiRequest, res: NextApiResponse, method: 'GET' | 'POST'): boolean {
  if (req.method === method) return false;
  req.resume();
  res.setHeader('Allow', method);
  res.status(405).json({ error: `Only ${method} is supported.` });
  return true;
}

export function mechmateRoute(method: 'GET' | 'POST', handle: MechmateHandle) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    if (refusedMethod(req, res, method)) return;
    const { status, body, retryAfterSeconds } = await handle(req, handlerContext(req, res));
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(status).json(body);
  };
}

export async function closestAvailableRoute(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (refusedMethod(req, res, 'GET')) return;
  const context = handlerContext(req, res);
  const answer = handleClosestAvailable(req.query, context);
  if (answer.status !== 200) return res.status(answer.status).json(answer.body);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Content-Encoding': 'none',
    'X-Accel-Buffering': 'no',
  });
  for await (const message of answer.messages) {
    if (context.signal?.aborted) break;
    res.write(sseEvent(message));
  }
  res.end();
}
