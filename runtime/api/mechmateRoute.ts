/**
 * The `/api/mechmate/*` routes (spec 002 §7) over the shared service route plumbing
 * (runtime/http/serviceRoute.ts): each handler gets the backend, the requesting market's sites index
 * and the abort of a client that went away. The workshop stream is written as server-sent events, one
 * `data:` message each, uncompressed so every message leaves at once, and ends when the backend's
 * messages do or the client goes away.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  openServiceRequest,
  type ServiceMethod,
  sendServiceAnswer,
  serviceRoute,
} from '../http/serviceRoute';
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

const handlerContext = (req: NextApiRequest, signal: AbortSignal): MechmateHandlerContext => ({
  service: serverMechmateService(),
  sitesIndex: requestSite(req).searchIndexes.sites,
  signal,
});

export const mechmateRoute = (method: ServiceMethod, handle: MechmateHandle) =>
  serviceRoute(method, (req, { signal }) => handle(req, handlerContext(req, signal)));

export async function closestAvailableRoute(req: NextApiRequest, res: NextApiResponse) {
  const signal = openServiceRequest(req, res, 'GET');
  if (!signal) return;
  const answer = handleClosestAvailable(req.query, handlerContext(req, signal));
  if (answer.status !== 200) return sendServiceAnswer(res, answer);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Content-Encoding': 'none',
    'X-Accel-Buffering': 'no',
  });
  for await (const message of answer.messages) {
    if (signal.aborted) break;
    res.write(sseEvent(message));
  }
  res.end();
}
