/**
 * The default content source: Layout Service JSON files in `sites/<name>/content/<language>/`.
 * `/` is `index.json`, `/a/b` is `a/b.json`; a folder `a/` beside `a.json` holds the children of `/a`.
 * Files whose name starts with `_` are special pages, not routes: `_404.json`, and `_wildcard.json`, the
 * wildcard item `<folder path>/*` that renders every path below its folder (runtime/site/wildcardPaths.ts).
 * Local content has no item tree: a site's root id is a stable hash of its name, and its wildcard pages
 * are its `_wildcard.json` files.
 * Stories are the routes directly under a stories index whose `templateName` is "Story"; the index's
 * `storyTags` field lists the tags they may carry.
 * Files are read on every call so revalidation picks up edited content without a rebuild. The navigation
 * and story lists, which read every page below a folder, keep what they read of each file (its route's
 * fields and names) until the file's modification time or size changes: a server-rendered page such as a
 * car page builds the navigation on every request, and read, validated and copied 30-odd files for it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '../../../../schemas/generated/dictionary';
import type { Route } from '../../../../schemas/generated/layout';
import { LruMap } from '../../../cache/LruMap';
import type { SiteConfig } from '../../../config/SiteConfig';
import { contentDir, projectRoot, siteDir } from '../../../config/projectPaths';
import { splitLanguage } from '../../../site/localisedPath';
import { WILDCARD_SEGMENT } from '../../../site/wildcardPaths';
import {
  type ContentSource,
  type Language,
  type LayoutData,
  NAVIGATION_DEPTH,
  type NavigationItem,
  normaliseRoutePath,
  type Story,
  type StoryExtras,
  type StoryPage,
  type StoryQuery,
  type StoryTag,
  WILDCARD_PAGES_LIMIT,
} from '../contract';
import { languageInfo } from '../languageInfo';
import { layoutFromPayload } from '../layoutPayload';
import { InvalidCursorError, checkStoryLimit, resolveStoryTags, splitTagIds } from '../stories';

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
/** The file name (without .json) of a folder's wildcard item. */
export const WILDCARD_FILE_NAME = '_wildcard';

/**
 * Maps a route path to its file in a folder laid out like a language's content, or null when the path
 * cannot name a route (traversal, odd characters). A wildcard item's path ends in `*`, kept as
 * `_wildcard.json` in its folder.
 */
export function routeFileIn(dir: string, routePath: string): string | null {
  const normalised = normaliseRoutePath(routePath).toLowerCase();
  if (normalised === '/') return path.join(dir, 'index.json');
  const segments = normalised.slice(1).split('/');
  const wildcard = segments.length > 1 && segments.at(-1) === WILDCARD_SEGMENT;
  const named = wildcard ? segments.slice(0, -1) : segments;
  if (!named.every((segment) => SEGMENT.test(segment)) || segments.join('/') === 'index') return null;
  return path.join(dir, ...named, ...(wildcard ? [WILDCARD_FILE_NAME] : [])) + '.json';
}

/** The content file of a route of a site in a language (routeFileIn). */
export function routeFile(root: string, site: string, language: string, routePath: string): string | null {
  return routeFileIn(contentDir(root, site, language), routePath);
}

/** The file of a special page such as `_404`. */
export function specialPageFile(root: string, site: string, language: string, name: string): string {
  return path.join(contentDir(root, site, language), `_${name}.json`);
}

/** The folder holding the children of a route, or null when the path cannot name a route. */
function childrenDir(root: string, site: string, language: string, routePath: string): string | null {
  const file = routeFile(root, site, language, routePath);
  if (!file) return null;
  return normaliseRoutePath(routePath) === '/' ? path.dirname(file) : file.slice(0, -'.json'.length);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function routeNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_') && file !== 'index.json')
    .map((file) => file.slice(0, -'.json'.length));
}

const STORY_TEMPLATE_NAME = 'Story';

function isStory(route: RouteSummary | null): route is RouteSummary {
  return route?.templateName === STORY_TEMPLATE_NAME;
}

function toStory(route: RouteSummary, name: string, storyPath: string): Story {
  const { fields } = route;
  const image = fields.image?.value;
  return {
    id: route.itemId ?? storyPath,
    name,
    path: storyPath,
    title: String(fields.title?.value ?? '') || route.displayName || name,
    preamble: String(fields.preamble?.value ?? ''),
    date: String(fields.date?.value ?? ''),
    ...(image?.src ? { image: { src: image.src, alt: image.alt ?? '' } } : {}),
    tags: splitTagIds(fields.tags?.value),
  };
}

/** Where a story sits in the list: the sort key a cursor carries. */
type StoryKey = Pick<Story, 'date' | 'name'>;

function publishTime(date: string): number {
  const time = Date.parse(date);
  // Stories without a valid date go last rather than breaking the order.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first; stories published at the same time by name, so every story has one fixed place. */
function newestFirst(a: StoryKey, b: StoryKey): number {
  const byDate = publishTime(b.date) - publishTime(a.date);
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The cursor is the base64url JSON of the last listed story's date and name: the next page starts after
 * that place in the order. It does not depend on the tag filter and stays valid when stories are added.
 */
export function encodeStoryCursor(key: StoryKey): string {
  return Buffer.from(JSON.stringify([key.date, key.name])).toString('base64url');
}

export function decodeStoryCursor(cursor: string): StoryKey {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError(cursor);
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    typeof decoded[0] !== 'string' ||
    typeof decoded[1] !== 'string'
  )
    throw new InvalidCursorError(cursor);
  return { date: decoded[0], name: decoded[1] };
}

/** What the navigation and story lists read of a route. */
type RouteSummary = Pick<Route, 'fields' | 'displayName' | 'itemId' | 'templateName'>;

/** Route summaries kept at most: every market's pages and stories (about 1,400 files today) fit. */
const ROUTE_SUMMARY_LIMIT = 4_000;

function sortOrder(route: RouteSummary): number {
  const value = Number(route.fields.sortOrder?.value);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

export class LocalContentSource implements ContentSource {
  readonly kind = 'local';

  /** Route summaries by file, with the file's modification time and size when it was read. */
  private readonly summaries = new LruMap<string, { stamp: string; route: RouteSummary | null }>(
    ROUTE_SUMMARY_LIMIT,
  );

  constructor(private readonly root: string = projectRoot()) {}

  /** A content file as every upstream payload is read: through the layout payload boundary. */
  private readLayout(site: SiteConfig, language: string, file: string): LayoutData | null {
    return layoutFromPayload(readJson<unknown>(file), {
      source: path.relative(this.root, file),
      site: site.name,
      language,
    });
  }

  /** The summary of a listed route's file, read again only when the file changed since it was last read. */
  private routeSummary(site: SiteConfig, language: string, file: string): RouteSummary | null {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const kept = this.summaries.get(file);
    if (kept?.stamp === stamp) return kept.route;
    const route = this.readLayout(site, language, file)?.sitecore.route;
    const summary = route
      ? {
          fields: route.fields,
          displayName: route.displayName,
          itemId: route.itemId,
          templateName: route.templateName,
        }
      : null;
    this.summaries.set(file, { stamp, route: summary });
    return summary;
  }

  /** Files are read at once: a deadline has nothing to stop. */
  withSignal(): ContentSource {
    return this;
  }

  async getLayout(site: SiteConfig, routePath: string, language: string): Promise<LayoutData | null> {
    const file = routeFile(this.root, site.name, language, routePath);
    if (!file || !existsSync(file)) return null;
    return this.readLayout(site, language, file);
  }

  async getErrorPage(site: SiteConfig, language: string, statusCode: 404 | 500): Promise<LayoutData | null> {
    const file = specialPageFile(this.root, site.name, language, String(statusCode));
    return existsSync(file) ? this.readLayout(site, language, file) : null;
  }

  async getDictionary(site: SiteConfig, language: string): Promise<Dictionary> {
    const file = path.join(siteDir(this.root, site.name), 'dictionary', `${language}.json`);
    return existsSync(file) ? readJson<Dictionary>(file) : {};
  }

  async getLanguages(site: SiteConfig, routePath: string): Promise<Language[]> {
    return site.languages
      .filter((language) => {
        const file = routeFile(this.root, site.name, language, routePath);
        return file !== null && existsSync(file);
      })
      .map(languageInfo);
  }

  async getNavigation(site: SiteConfig, language: string, rootPath = '/'): Promise<NavigationItem[]> {
    const root = normaliseRoutePath(rootPath).toLowerCase();
    const dir =
      root === '/'
        ? contentDir(this.root, site.name, language)
        : path.join(contentDir(this.root, site.name, language), ...root.slice(1).split('/'));
    return this.navigationChildren(site, language, dir, root === '/' ? '' : root, 1);
  }

  private navigationChildren(
    site: SiteConfig,
    language: string,
    dir: string,
    parentPath: string,
    level: number,
  ): NavigationItem[] {
    if (level > NAVIGATION_DEPTH) return [];
    return routeNames(dir)
      .map((name) => ({ name, route: this.routeSummary(site, language, path.join(dir, `${name}.json`)) }))
      .filter((entry): entry is { name: string; route: RouteSummary } => entry.route !== null)
      .sort((a, b) => sortOrder(a.route) - sortOrder(b.route) || a.name.localeCompare(b.name))
      .map(({ name, route }) => {
        const itemPath = `${parentPath}/${name}`;
        const fields = route.fields;
        const externalHref = fields.externalLink?.value.href;
        const image = fields.navigationImage?.value;
        return {
          name,
          path: itemPath,
          navigationTitle: String(
            fields.navigationTitle?.value ?? fields.navTitle?.value ?? route.displayName ?? name,
          ),
          hideInNavigation: fields.hideInNavigation?.value === true,
          isNavigableInMenuWhenItHasChildren: fields.isNavigableInMenuWhenItHasChildren?.value === true,
          ...(externalHref
            ? {
                externalLink: {
                  href: externalHref,
                  linktype: fields.externalLink?.value.linktype ?? 'external',
                },
              }
            : {}),
          ...(image?.src ? { image: { src: image.src, alt: image.alt ?? '' } } : {}),
          children: this.navigationChildren(site, language, path.join(dir, name), itemPath, level + 1),
        };
      });
  }

  /** The stories directly under an index, newest first. */
  private stories(site: SiteConfig, language: string, indexPath: string): Story[] {
    const index = normaliseRoutePath(indexPath).toLowerCase();
    const dir = childrenDir(this.root, site.name, language, index);
    if (!dir) return [];
    const prefix = index === '/' ? '' : index;
    return routeNames(dir)
      .map((name) => ({ name, route: this.routeSummary(site, language, path.join(dir, `${name}.json`)) }))
      .filter((entry): entry is { name: string; route: RouteSummary } => isStory(entry.route))
      .map(({ name, route }) => toStory(route, name, `${prefix}/${name}`))
      .sort(newestFirst);
  }

  async listStories(site: SiteConfig, language: string, query: StoryQuery): Promise<StoryPage> {
    checkStoryLimit(query.limit);
    const after = query.cursor ? decodeStoryCursor(query.cursor) : undefined;
    const selected = query.tags ?? [];
    const matching = this.stories(site, language, query.indexPath).filter(
      (story) =>
        (!after || newestFirst(after, story) < 0) &&
        (selected.length === 0 || story.tags.some((id) => selected.includes(id))),
    );
    const stories = matching.slice(0, query.limit);
    const last = stories.at(-1);
    const hasMore = matching.length > stories.length;
    return { stories, cursor: hasMore && last ? encodeStoryCursor(last) : null, hasMore };
  }

  async getStoryTags(site: SiteConfig, language: string, indexPath: string): Promise<StoryTag[]> {
    const index = (await this.getLayout(site, indexPath, language))?.sitecore.route;
    return (index?.fields.storyTags ?? []).map((item) => ({
      id: item.id,
      key: String(item.fields.key.value),
      value: String(item.fields.value.value),
    }));
  }

  /** `previous` is the next older story (listed after it), `next` the next newer one (listed before it). */
  async getStoryExtras(site: SiteConfig, language: string, storyPath: string): Promise<StoryExtras | null> {
    const storyRoute = normaliseRoutePath(storyPath).toLowerCase();
    const cut = storyRoute.lastIndexOf('/');
    const name = storyRoute.slice(cut + 1);
    if (name === '') return null;
    const route = (await this.getLayout(site, storyRoute, language))?.sitecore.route ?? null;
    if (!isStory(route)) return null;

    const parentPath = cut > 0 ? storyRoute.slice(0, cut) : '/';
    const siblings = this.stories(site, language, parentPath);
    const position = siblings.findIndex((story) => story.name === name);
    const link = (story: Story | undefined) => (story ? { path: story.path, title: story.title } : undefined);
    const previous = link(siblings[position + 1]);
    const next = position > 0 ? link(siblings[position - 1]) : undefined;
    const author = String(route.fields.author?.value ?? '');
    return {
      date: String(route.fields.date?.value ?? ''),
      ...(author ? { author } : {}),
      tags: resolveStoryTags(
        splitTagIds(route.fields.tags?.value),
        await this.getStoryTags(site, language, parentPath),
      ),
      parentPath,
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    };
  }

  async getHomePath(): Promise<string> {
    return '/';
  }

  /** 32 upper-case hex digits, as Edge ids are normalised; the same in every language the site has a home in. */
  async getSiteRootId(site: SiteConfig, language: string): Promise<string | null> {
    const home = routeFile(this.root, site.name, language, '/');
    if (!home || !existsSync(home)) return null;
    return createHash('md5').update(`sites/${site.name}/content`).digest('hex').toUpperCase();
  }

  async getCurrentLanguage(site: SiteConfig, publicPath: string): Promise<string | null> {
    const { language, routePath } = splitLanguage(site, normaliseRoutePath(publicPath));
    const file = routeFile(this.root, site.name, language, routePath);
    return file && existsSync(file) ? language : null;
  }

  /**
   * Every `_wildcard.json` of the language's content below its top folder (`routeFile` names no `/*`), as
   * `<folder path>/*`, in path order.
   */
  async listWildcardPages(site: SiteConfig, language: string): Promise<string[]> {
    const pages: string[] = [];
    const walk = (dir: string, prefix: string): void => {
      const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries) {
        if (entry.isFile() && entry.name === `${WILDCARD_FILE_NAME}.json` && prefix !== '')
          pages.push(`${prefix}/${WILDCARD_SEGMENT}`);
        else if (entry.isDirectory() && !entry.name.startsWith('_'))
          walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      }
    };
    const base = contentDir(this.root, site.name, language);
    if (existsSync(base)) walk(base, '');
    return pages.slice(0, WILDCARD_PAGES_LIMIT);
  }

  async listRoutePaths(site: SiteConfig, language: string): Promise<string[]> {
    const base = contentDir(this.root, site.name, language);
    if (!existsSync(base)) return [];
    const paths: string[] = existsSync(path.join(base, 'index.json')) ? ['/'] : [];
    const walk = (dir: string, prefix: string): void => {
      for (const name of routeNames(dir).sort()) {
        paths.push(`${prefix}/${name}`);
        walk(path.join(dir, name), `${prefix}/${name}`);
      }
    };
    walk(base, '');
    return paths;
  }
}
