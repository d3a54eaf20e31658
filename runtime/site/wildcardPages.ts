/**
 * The wildcard pages a site has in a language, as its content source lists them (spec 000 §7 "Wildcard
 * page search"; Experience Edge searches for them, local content has its `_wildcard.json` files). A page
 * without an item of its own asks for them (runtime/page/getSitePageProps.ts), and so does the
 * path-segment helper (pathSegments.ts), so they are kept per site and language for
 * WILDCARD_PAGES_TTL_MS, once per process: a tenant's new wildcard page serves within a minute, and an
 * ordinary page never waits for the search. Concurrent askers share one call; a failed one is not kept.
 * Server-only.
 */
import { LruMap } from '../cache/LruMap';
import { onePerProcess } from '../cache/onePerProcess';
import type { SiteConfig } from '../config/SiteConfig';
import type { ContentSource } from '../services/content/contract';
import { deepestBaseOf, WILDCARD_SEGMENT } from './wildcardPaths';

/** As long as a statically generated page is kept (REVALIDATE_SECONDS). */
export const WILDCARD_PAGES_TTL_MS = 60_000;
/** Sites × languages of one deployment, with room to spare. */
const MAX_ENTRIES = 64;

interface Entry {
  expires: number;
  pages: Promise<readonly string[]>;
}

const cache = () => onePerProcess('wildcardPages', () => new LruMap<string, Entry>(MAX_ENTRIES));

/** The route paths of the site's wildcard items (`/kampanjer/*`), from the cache when fresh. */
export function wildcardPages(
  content: ContentSource,
  site: SiteConfig,
  language: string,
  now: number = Date.now(),
): Promise<readonly string[]> {
  const key = `${content.kind}|${site.name}|${language}`;
  const entries = cache();
  const cached = entries.get(key);
  if (cached && cached.expires > now) return cached.pages;
  const entry: Entry = {
    expires: now + WILDCARD_PAGES_TTL_MS,
    pages: content.listWildcardPages(site, language),
  };
  entries.set(key, entry);
  entry.pages.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.pages;
}

/**
 * The wildcard item that renders `routePath`: the one of `pages` whose folder is deepest above it
 * (`/kampanjer/*` for `/kampanjer/sommar`), if any.
 */
export function wildcardPageOf(pages: readonly string[], routePath: string): string | undefined {
  const suffix = `/${WILDCARD_SEGMENT}`;
  const bases = pages.filter((page) => page.endsWith(suffix)).map((page) => page.slice(0, -suffix.length));
  const base = deepestBaseOf(bases, routePath.toLowerCase());
  return base === undefined ? undefined : `${base}${suffix}`;
}
