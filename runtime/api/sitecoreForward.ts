/**
 * Forwards a Sitecore path (spec 000 §2: `/sitecore/api/*`, `/sitecore/service/*`, `/-/*` to the content
 * host, `/-/media/*`, `/-/jssmedia/*` to the media edge) to its configured origin. The proxy step
 * (runtime/proxy/siteProxy.ts) rewrites those paths to this route (`?to=<path and query>`), because a
 * rewrite to an external URL can neither bound the wait nor choose the headers. Here the call goes through the target's
 * circuit breaker (`sitecore` or `media`) and must have its response headers within
 * SITECORE_PROXY_TIMEOUT_MS, else 504 (503 with Retry-After while the breaker is open, 502 when the
 * host cannot be reached); the body is then streamed back, and the upstream call is dropped when the
 * client goes away. Only end-to-end request headers go upstream, with `X-Forwarded-Host/Proto/For`
 * set from this server's own view of the request (a client's own `X-Forwarded-*` is dropped); only
 * the response headers listed here come back; a request body larger than SITECORE_PROXY_MAX_BODY_BYTES
 * is refused with 413. Server-only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { clientAddress, trustedProxyCount } from '../http/clientAddress';
import { SITECORE_PROXY_MAX_BODY_BYTES } from '../config/constants';
import {
  FORWARD_PARAMETER,
  PROXY_ENV,
  PROXY_UPSTREAM,
  parseProxyOrigin,
  proxyTargetFor,
  proxyTargetUrl,
  type ProxyTargetName,
} from '../proxy/proxyTargets';
import { upstreamCall } from '../services/upstream/upstreamCall';
import { isUpstreamUnavailable } from '../services/upstream/upstreamErrors';
import { upstreamSettings } from '../services/upstream/upstreamSettings';

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** Hop-by-hop headers, headers this route sets itself, and Next.js's own: never sent upstream. */
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'forwarded',
  'x-real-ip',
]);
const DROPPED_REQUEST_PREFIXES = ['x-forwarded-', 'x-middleware-', 'x-nextjs-', 'x-invoke-', 'next-'];

/** Response headers passed back to the client; everything else the upstream says stays behind. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'content-disposition',
  'content-language',
  'content-range',
  'accept-ranges',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
  'access-control-max-age',
];

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface SitecoreForwardOptions {
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
}

/** A request as Next.js hands it to an API route: the query parsed from the URL it was rewritten to. */
export type ForwardedRequest = IncomingMessage & { query: Partial<Record<string, string | string[]>> };

/**
 * The path and query the proxy was asked for (`?to=`), or an empty path when there is none. Next.js
 * keeps the original URL in `req.url` and parses the rewritten one into `req.query`.
 */
function forwardedPath(req: ForwardedRequest): { pathname: string; search: string } {
  const base = 'http://forward.internal';
  const none = { pathname: '', search: '' };
  const asked = req.query[FORWARD_PARAMETER];
  // Only a path on this site: `//host/…`, `/\host/…` or a scheme would name another origin.
  if (typeof asked !== 'string' || !asked.startsWith('/')) return none;
  const url = URL.parse(asked, base);
  return url?.origin === base ? { pathname: url.pathname, search: url.search } : none;
}

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The request's headers minus what must not travel, plus forwarding headers from this server's view. */
function upstreamHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const connectionListed = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(key) || connectionListed.has(key)) continue;
    if (DROPPED_REQUEST_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      // Node accepts header values that fetch refuses (control characters): those stay behind.
      try {
        headers.append(key, item);
      } catch {
        continue;
      }
    }
  }
  if (req.headers.host) headers.set('x-forwarded-host', req.headers.host);
  headers.set('x-forwarded-proto', (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http');
  // The visitor, not the load balancer in front of this instance (TRUSTED_PROXY_COUNT).
  const visitor = clientAddress(req, trustedProxyCount());
  if (visitor) headers.set('x-forwarded-for', visitor);
  return headers;
}

class BodyTooLargeError extends Error {}

/** The request body, refused past the limit before more of it is read. */
async function boundedBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (Number(req.headers['content-length'] ?? 0) > SITECORE_PROXY_MAX_BODY_BYTES)
    throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SITECORE_PROXY_MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return size > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** The upstream's headers the client may see; a redirect on the upstream's own origin stays on this host. */
function clientHeaders(
  response: Response,
  target: ProxyTargetName,
  origin: URL,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // fetch decodes compressed bodies, so a length is only right for an uncompressed one.
  const length = response.headers.get('content-length');
  if (length !== null && !response.headers.has('content-encoding')) headers['content-length'] = length;
  const location = response.headers.get('location');
  if (location !== null) {
    const url = new URL(location, origin);
    headers.location =
      url.origin === origin.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  }
  // Sitecore's own session cookies (editing) travel; a media edge has no say in this site's cookies.
  const cookies = response.headers.getSetCookie();
  if (target === 'content' && cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

function unavailableAnswer(res: ServerResponse, error: unknown, target: ProxyTargetName, timeoutMs: number) {
  if (isUpstreamUnavailable(error) && error.reason === 'open') {
    const seconds = String(error.retryAfterSeconds);
    answer(res, 503, `The ${target} host is unavailable; try again in ${seconds} s.`, {
      'retry-after': seconds,
    });
  } else if (isUpstreamUnavailable(error) && error.reason === 'timeout') {
    answer(res, 504, `The ${target} host did not answer within ${timeoutMs} ms.`);
  } else {
    console.error(`Forwarding to the ${target} host failed:`, error);
    answer(res, 502, `The ${target} host could not be reached.`);
  }
}

export async function forwardSitecoreRequest(
  req: ForwardedRequest,
  res: ServerResponse,
  { env = process.env, fetchImpl = fetch }: SitecoreForwardOptions = {},
): Promise<void> {
  // Next.js names the rewrite's destination (this route) in a response header; a visitor has no use for it.
  res.removeHeader('x-middleware-rewrite');
  const { pathname, search } = forwardedPath(req);
  const target = proxyTargetFor(pathname);
  if (!target) return answer(res, 404, 'Not a Sitecore path.');
  const origin = parseProxyOrigin(env[PROXY_ENV[target]]);
  if (!origin) return answer(res, 404, `No ${target} host is configured (${PROXY_ENV[target]}).`);
  const url = proxyTargetUrl(origin, pathname, search);
  if (!url) return answer(res, 400, 'Invalid proxy path.');
  const method = req.method ?? 'GET';
  if (!ALLOWED_METHODS.includes(method))
    return answer(res, 405, `Only ${ALLOWED_METHODS.join(', ')} are forwarded.`, {
      allow: ALLOWED_METHODS.join(', '),
    });

  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await boundedBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const refusal = `Request bodies over ${SITECORE_PROXY_MAX_BODY_BYTES} bytes are not forwarded.`;
      return answer(res, 413, refusal, { connection: 'close' });
    }
    // The client broke off its body: there is no one left to answer.
    res.destroy();
    return;
  }

  // The client going away stops the upstream call, before or after its headers.
  const clientGone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  const timeoutMs = upstreamSettings().sitecoreProxyTimeoutMs;
  let response: Response;
  try {
    response = await upstreamCall(
      PROXY_UPSTREAM[target],
      (signal) =>
        fetchImpl(url, {
          method,
          headers: upstreamHeaders(req),
          body: body ?? null,
          redirect: 'manual',
          signal,
        }),
      {
        timeoutMs,
        signal: clientGone.signal,
        failureOf: (answered) => (answered.status >= 500 ? `answered ${answered.status}` : null),
      },
    );
  } catch (error) {
    if (clientGone.signal.aborted) return;
    return unavailableAnswer(res, error, target, timeoutMs);
  }

  res.writeHead(response.status, clientHeaders(response, target, origin));
  if (method === 'HEAD' || NULL_BODY_STATUSES.has(response.status) || !response.body) {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // Headers are out: a body cut short can only end the connection.
    if (!clientGone.signal.aborted) console.error(`The ${target} host's body broke off:`, error);
    res.destroy();
  }
}
