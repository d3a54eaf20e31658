/**
 * The legacy URL the redirects bench requests through a server, and how it tells whether the server
 * answered the redirect the engine computes. The throughput servers' sanity check and the first
 * requests after a fresh start both ask it, of the UK table and of the synthetic 100k-rule one.
 */
import { type CompiledRedirectTable, matchRedirect } from '../../../runtime/redirects/compileRedirectTable';
import type { RedirectRule } from '../../../schemas/generated/redirects';
import type { HttpResponse, Target } from './http';
import { samplePath } from './syntheticRedirects';

export interface LegacyUrl {
  /** Path and query as a browser sends them (percent-encoded). */
  path: string;
  /** Where the engine sends it. */
  location: string;
}

/** 0 first: an exact rule without query conditions (the common legacy URL) that does not lead home. */
function preference(rule: RedirectRule): number {
  if (rule.query || /[{}]/.test(rule.source)) return 2;
  return rule.destination === '/' ? 1 : 0;
}

/**
 * The first rule in table order, by preference, whose source (placeholders filled in) the engine
 * redirects; null when none does. A redirect to the home page would prove less, and rules with query
 * conditions are the proxy's, which a copied build routes only for the sources it was built with.
 */
export function legacyUrl(rules: readonly RedirectRule[], compiled: CompiledRedirectTable): LegacyUrl | null {
  const candidates = [0, 1, 2].flatMap((rank) => rules.filter((rule) => preference(rule) === rank));
  for (const rule of candidates) {
    const query = new URLSearchParams(rule.query ?? {});
    const match = matchRedirect(compiled, samplePath(rule.source), query);
    if (!match) continue;
    // Percent-encoded as a browser sends it; the engine matches the decoded form.
    const url = new URL(samplePath(rule.source), 'http://localhost');
    url.search = query.toString();
    return { path: `${url.pathname}${url.search}`, location: match.location };
  }
  return null;
}

export function locationHeader(response: HttpResponse): string | null {
  const { location } = response.headers;
  return typeof location === 'string' ? location : null;
}

/** 308 to `expected`, both resolved against `base`: Next may send a same-origin Location as a path. */
export function isRedirectTo(response: HttpResponse, expected: string, base: string): boolean {
  const location = locationHeader(response);
  return (
    response.status === 308 &&
    location !== null &&
    new URL(location, base).href === new URL(expected, base).href
  );
}

/** Ports change every run: `http://x.localhost:41234/a` → `http://x.localhost/a` for the record. */
export function withPortHidden(location: string, target: Target): string {
  return location.replace(`:${target.port}/`, '/');
}
