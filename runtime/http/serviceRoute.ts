/**
 * The HTTP side every service API route shares (workshop booking, places, finance), so a route file is
 * one line over its handler: one method only (405 with `Allow` otherwise, the unread body drained), a
 * signal that aborts the handler's upstream work when the client goes away, `Cache-Control: no-store`
 * unless the route says otherwise (an answer is the visitor's own or an error must not outlive its
 * cause), and the handler's `{ status, body }` written as JSON with `Retry-After` when it gives one (a
 * 503 while an upstream's breaker is open). A route that writes its own body, like the workshop stream,
 * uses `openServiceRequest` and `sendServiceAnswer` directly.
 */
import type { NextApiRequest, NextApiResponse } from 'next';

export type ServiceMethod = 'GET' | 'POST';

/** A query parameter or header as Node.js and Next.js hand it over: one value, a repeated one's list, or none. */
export type RouteParam = string | string[] | undefined;

/** A handler's answer: the status, the JSON body and, with a 503, seconds until the service is tried again. */
export interface ServiceAnswer {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

export interface ServiceRequestContext {
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}

export interface ServiceRouteOptions {
  /** The `Cache-Control` of an answer with this status; `no-store` when not given. */
  cacheControl?: (status: number) => string;
}

export type ServiceHandle = (req: NextApiRequest, context: ServiceRequestContext) => Promise<ServiceAnswer>;

/**
 * Marks the answer `no-store` and refuses another method with 405; for the route's method, the signal
 * that aborts when the client goes away, else undefined (the 405 is written).
 */
export function openServiceRequest(
  req: NextApiRequest,
  res: NextApiResponse,
  method: ServiceMethod,
): AbortSignal | undefined {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== method) {
    req.resume();
    res.setHeader('Allow', method);
    res.status(405).json({ error: `Only ${method} is supported.` });
    return undefined;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  return abort.signal;
}

/** Writes a handler's answer as JSON, with Retry-After when the answer says when to try again. */
export function sendServiceAnswer(
  res: NextApiResponse,
  { status, body, retryAfterSeconds }: ServiceAnswer,
): void {
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
}

/** The Next.js API route that answers `method` with `handle`'s answer. */
export function serviceRoute(
  method: ServiceMethod,
  handle: ServiceHandle,
  options: ServiceRouteOptions = {},
) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    const signal = openServiceRequest(req, res, method);
    if (!signal) return;
    const answer = await handle(req, { signal });
    if (options.cacheControl) res.setHeader('Cache-Control', options.cacheControl(answer.status));
    sendServiceAnswer(res, answer);
  };
}
