/**
 * Paths the site forwards to Sitecore (spec 000 §2 "Proxies and rewrites"). Targets are fixed origins
 * from the environment; a request can choose the path on that origin, never the origin (no open proxy).
 */
export type ProxyTargetName = 'content' | 'media';

/** Ordered: the media prefixes are more specific than `/-/`. */
export const PROXY_ROUTES: readonly { prefix: string; target: ProxyTargetName }[] = [
  { prefix: '/-/media/', target: 'media' },
  { prefix: '/-/jssmedia/', target: 'media' },
  { prefix: '/sitecore/api/', target: 'content' },
  { prefix: '/sitecore/service/', target: 'content' },
  { prefix: '/-/', target: 'content' },
];

export const PROXY_ENV: Record<ProxyTargetName, string> = {
  content: 'SITECORE_API_HOST',
  media: 'SITECORE_MEDIA_HOST',
};

/**
 * The API route the proxy rewrites a Sitecore path to (`<route><path><query>`): it forwards the request
 * within a time budget and with forwarding headers of its own (runtime/api/sitecoreForward.ts).
 */
export const SITECORE_FORWARD_ROUTE = '/api/sitecore-proxy';

/** The circuit breaker (and /healthz dependency) of each target's upstream. */
export const PROXY_UPSTREAM: Record<ProxyTargetName, string> = {
  content: 'sitecore',
  media: 'media',
};

export function proxyTargetFor(pathname: string): ProxyTargetName | undefined {
  return PROXY_ROUTES.find((route) => pathname.startsWith(route.prefix))?.target;
}

/** Parses a configured target; only http(s) origins without path, query or credentials are accepted. */
export function parseProxyOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare =
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url : null;
}

/**
 * The upstream URL for a request path on a target origin, or null when the path would leave that origin
 * (for example `//evil.example/x` or an encoded scheme).
 */
export function proxyTargetUrl(origin: URL, pathname: string, search: string): URL | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return null;
  const url = new URL(origin.origin);
  url.pathname = pathname;
  url.search = search;
  return url.origin === origin.origin ? url : null;
}
