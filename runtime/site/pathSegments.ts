/**
 * The path-segment helper of spec 000 §5: how many segments of a path are keys of a map (a lookup of
 * known segments, such as brand or filter names), case-insensitively. It answers 0 when the site, the
 * language or the map is missing, and when the path is where a wildcard page sits (any wildcard page URL
 * starts with the path), since there every segment is the wildcard item's. Pure counting, plus the form
 * that asks the content source for the site's wildcard pages (cached per site and language).
 */
import type { SiteConfig } from '../config/SiteConfig';
import type { ContentSource } from '../services/content/contract';
import { wildcardPages } from './wildcardPages';

export type SegmentMap = Readonly<Record<string, unknown>>;

export interface SegmentContext {
  site: string | undefined;
  language: string | undefined;
  /** The site's wildcard page URLs (route paths ending in `/*`). */
  wildcardPages: readonly string[];
}

export function countMappedSegments(
  path: string,
  map: SegmentMap | undefined,
  context: SegmentContext,
): number {
  if (!context.site || !context.language || !map) return 0;
  const lowerPath = path.toLowerCase();
  if (context.wildcardPages.some((page) => page.toLowerCase().startsWith(lowerPath))) return 0;
  const keys = new Set(Object.keys(map).map((key) => key.toLowerCase()));
  return lowerPath.split('/').filter((segment) => segment !== '' && keys.has(segment)).length;
}

/** `countMappedSegments` with the site's wildcard pages from its content source. */
export async function mappedSegmentCount(
  content: ContentSource,
  path: string,
  map: SegmentMap | undefined,
  site: SiteConfig | undefined,
  language: string | undefined,
): Promise<number> {
  if (!site || !language || !map) return 0;
  const pages = await wildcardPages(content, site, language);
  return countMappedSegments(path, map, { site: site.name, language, wildcardPages: pages });
}
