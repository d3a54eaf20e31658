/**
 * Which requests the proxy (proxy.ts) sees. Pages are routed by rewrites (siteRewrites.ts) and a path's
 * redirect is found when its page is generated, so the proxy runs only where a request needs more:
 * the Sitecore paths it forwards, the sources of redirect rules that depend on the query string (a
 * `query` condition or `keepQuery`), which a statically generated page cannot see, and paths not in
 * canonical (lower) case, which it redirects before they render (canonicalCase.ts). Matchers are paths
 * only: the browser's router tests them without their host conditions, so a host-conditioned `/:path*`
 * would mark every page as the proxy's (the `www.` hosts have a rewrite instead, siteRewrites.ts).
 * `npm run generate` writes the result into proxy.ts, because Next.js reads a proxy's matcher from its
 * source.
 */
import type { RedirectRule } from '../../schemas/generated/redirects';
import type { SiteConfig } from '../config/SiteConfig';
import { PROXY_ROUTES } from '../proxy/proxyTargets';
import { upperCasePathMatcher } from './canonicalCase';
import { caseInsensitiveLiteral } from './pathPatterns';

/** A redirect source (`/used/{make}/{rest*}`) as a matcher source that matches it in any case. */
export function redirectSourceMatcher(source: string): string {
  const segments = source.split('/').slice(1).filter(Boolean);
  const parts = segments.map((segment, index) => {
    if (/^\{[^}]+\*\}$/.test(segment)) return '/:rest*';
    if (/^\{[^}]+\}$/.test(segment)) return `/:segment${index}`;
    return `/(${caseInsensitiveLiteral(segment)})`;
  });
  return parts.join('') || '/';
}

type MatchedSite = Pick<SiteConfig, 'name'>;

export function proxyMatchers(
  sites: readonly MatchedSite[],
  rulesOf: (site: MatchedSite) => readonly RedirectRule[],
): string[] {
  const sitecore = PROXY_ROUTES.map((route) => `${route.prefix}:path*`);
  const querySources = new Set(
    sites.flatMap((site) =>
      rulesOf(site)
        .filter((rule) => rule.keepQuery === true || rule.query !== undefined)
        .map((rule) => rule.source.toLowerCase().replace(/\/+$/, '')),
    ),
  );
  // Next.js tests every matcher on every request: the one-segment literal sources, most of them, share one.
  const oneSegment = [...querySources].filter((source) => /^\/[^/{}]+$/.test(source));
  const others = [...querySources].filter((source) => !oneSegment.includes(source));
  const literals =
    oneSegment.length > 0
      ? [`/(${oneSegment.map((source) => caseInsensitiveLiteral(source.slice(1))).join('|')})`]
      : [];
  return [...sitecore, ...literals, ...others.map(redirectSourceMatcher), upperCasePathMatcher()];
}
