/**
 * Paths are canonical in lower case (canonical links and the sitemap lower-case them too). Every page path
 * matches in any case (the host rewrites, the language prefix, redirect sources), so without this each
 * capitalisation of a real path, `/KOPA-BIL`, `/Kopa-Bil`, …, rendered and was cached as a page of its own.
 * The proxy answers a path with an upper-case letter with a 308 to its lower-case form before anything
 * renders. Only such paths reach the proxy for this: its matcher (`upperCasePathMatcher`) names them, so
 * canonical requests cost no proxy step. Next.js's own files and API routes, the internal site routes,
 * the sites' static files and the Sitecore paths keep their case. Percent-escapes (`%C3%A4`) are not
 * letters and stay as they are; only ASCII letters are lowered, which covers every configured path.
 */
import { PROXY_ROUTES } from '../proxy/proxyTargets';
import { caseInsensitiveLiteral } from './pathPatterns';
import { PAGE_ROUTE_PREFIXES } from './siteRewrites';

/** First path segments whose paths keep their case: Next.js's files, API routes, internal routes, static files, Sitecore. */
export const CASE_KEEPING_SEGMENTS: readonly string[] = [
  ...new Set([
    '_next',
    'api',
    ...PAGE_ROUTE_PREFIXES.map((prefix) => prefix.slice(1)),
    'sites',
    ...PROXY_ROUTES.map((route) => route.prefix.split('/')[1] ?? ''),
  ]),
];

const KEEPS_CASE = new RegExp(`^/(?:${CASE_KEEPING_SEGMENTS.map(caseInsensitiveLiteral).join('|')})(?:/|$)`);
/** An ASCII upper-case letter, or a percent-escape (whose hex digits are not letters of the path). */
const UPPER_OR_ESCAPE = /%[0-9A-Fa-f]{2}|[A-Z]+/g;

/** The path in canonical case: ASCII letters lowered, escapes and case-keeping paths left as they are. */
export function caseCanonicalPath(pathname: string): string {
  if (KEEPS_CASE.test(pathname)) return pathname;
  return pathname.replace(UPPER_OR_ESCAPE, (match) => (match.startsWith('%') ? match : match.toLowerCase()));
}

/**
 * The proxy matcher (a path-to-regexp source with a custom pattern) for paths that have an upper-case
 * letter outside a percent-escape and do not start with a case-keeping segment. Next.js compiles matchers
 * case-sensitively; it also tries them after an optional `/_next/data/<build>` prefix, where the lookahead
 * keeps the internal site route a client-side navigation fetches out.
 */
export function upperCasePathMatcher(): string {
  const keeping = CASE_KEEPING_SEGMENTS.map(caseInsensitiveLiteral).join('|');
  return `/((?!(?:${keeping})(?:/|$))(?:[^A-Z%]|%[0-9A-Fa-f]{2})*[A-Z].*)`;
}
