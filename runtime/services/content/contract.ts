/**
 * The content contract. Pages, navigation and dictionaries come from one of two implementations of it:
 * `local` (files under sites/<name>/content, the default) or `edge` (Sitecore Experience Edge GraphQL).
 */
import type {
  Language,
  NavigationItem,
  Story,
  StoryExtras,
  StoryPage,
  StoryTag,
} from '../../../schemas/generated/content';
import type { Dictionary } from '../../../schemas/generated/dictionary';
import type { LayoutData } from '../../../schemas/generated/layout';
import type { SiteConfig } from '../../config/SiteConfig';

export type { Dictionary, Language, LayoutData, NavigationItem, Story, StoryExtras, StoryPage, StoryTag };

/** Spec 000 §7/§9: stories list page size and teaser size. */
export const STORIES_PAGE_SIZE = 4;
export const STORIES_TEASER_SIZE = 3;

export interface StoryQuery {
  /** Route path of the stories index (its children are the stories). */
  indexPath: string;
  limit: number;
  /** From the previous page's `cursor`; absent for the first page. */
  cursor?: string;
  /** Tag ids: a story matches when its tags contain any of them. Empty or absent: every story. */
  tags?: readonly string[];
}

/** The name of the remote content source's circuit breaker, and its dependency on /healthz. */
export const CONTENT_UPSTREAM = 'content';

/** Navigation is read at most this many levels below its root (spec 000 §3). */
export const NAVIGATION_DEPTH = 3;

/** Spec 000 §7 "Wildcard page search": the first this many wildcard pages of a site are read. */
export const WILDCARD_PAGES_LIMIT = 50;

export interface ContentSource {
  readonly kind: 'local' | 'edge';
  /**
   * The same source with every call also bounded by `signal` (a page render's deadline): a remote source
   * stops waiting when it aborts. Local files are read at once and need no deadline.
   */
  withSignal(signal: AbortSignal): ContentSource;
  /** Layout data of a route, or null when the route does not exist in that language. */
  getLayout(site: SiteConfig, routePath: string, language: string): Promise<LayoutData | null>;
  getDictionary(site: SiteConfig, language: string): Promise<Dictionary>;
  /** Languages a route exists in. */
  getLanguages(site: SiteConfig, routePath: string): Promise<Language[]>;
  /** Children of the navigation root (the home item unless given), up to NAVIGATION_DEPTH levels. */
  getNavigation(site: SiteConfig, language: string, rootPath?: string): Promise<NavigationItem[]>;
  getHomePath(site: SiteConfig, language: string): Promise<string>;
  /**
   * The id of the site's root item, the parent of its home item (spec 000 §7 "Site root"), in the form
   * `normaliseItemId` writes; null when the site has no home in that language.
   */
  getSiteRootId(site: SiteConfig, language: string): Promise<string | null>;
  /**
   * The language a public path resolves to (spec 000 §7 "Current language"): the site language its first
   * segment names, else the default language, when the route exists in it; null when it does not.
   */
  getCurrentLanguage(site: SiteConfig, publicPath: string): Promise<string | null>;
  /**
   * The route paths of the site's wildcard items (Sitecore items named `*`, each path ending in `/*`), in
   * lower case, at most WILDCARD_PAGES_LIMIT (spec 000 §7 "Wildcard page search").
   */
  listWildcardPages(site: SiteConfig, language: string): Promise<string[]>;
  /** The site's own 404 or 500 page, or null when its content defines none. */
  getErrorPage(site: SiteConfig, language: string, statusCode: 404 | 500): Promise<LayoutData | null>;
  /** Stories under an index, newest first, one page at a time (spec 000 §7 "Stories list"). */
  listStories(site: SiteConfig, language: string, query: StoryQuery): Promise<StoryPage>;
  /** The tags a stories index offers as filter chips. */
  getStoryTags(site: SiteConfig, language: string, indexPath: string): Promise<StoryTag[]>;
  /** Publish info, tags, parent and previous/next story of a story (spec 000 §7 "Story extras"); null when not a story. */
  getStoryExtras(site: SiteConfig, language: string, storyPath: string): Promise<StoryExtras | null>;
  /** Every route path of a site in a language (sitemap, static paths). */
  listRoutePaths(site: SiteConfig, language: string): Promise<string[]>;
}

/** Normalises a route path: leading slash, no trailing slash, lower-case is left to the caller. */
export function normaliseRoutePath(routePath: string): string {
  const trimmed = routePath.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}
