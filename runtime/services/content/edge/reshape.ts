/**
 * Pure mappings from Experience Edge's raw answers (`edgeTypes.ts`) into the content contract's shapes,
 * so the rest of the runtime never sees an Edge type.
 */
import type { StoryLink } from '../../../../schemas/generated/content';
import siteSchema from '../../../../schemas/site.schema.json';
import type { SiteConfig } from '../../../config/SiteConfig';
import { siteLanguage } from '../../../site/localisedPath';
import { WILDCARD_SEGMENT } from '../../../site/wildcardPaths';
import {
  NAVIGATION_DEPTH,
  type NavigationItem,
  type Story,
  type StoryExtras,
  type StoryPage,
  type StoryTag,
  WILDCARD_PAGES_LIMIT,
} from '../contract';
import { resolveStoryTags, splitTagIds } from '../stories';
import type {
  EdgeCurrentLanguageData,
  EdgeFieldValue,
  EdgeNavigationData,
  EdgeNavigationItem,
  EdgeStoriesSearchData,
  EdgeStoryExtrasData,
  EdgeStoryItem,
  EdgeStoryTagItems,
  EdgeSiteRootData,
  EdgeWildcardPagesData,
} from './edgeTypes';
import { normaliseItemId } from './itemIds';

/** Sitecore checkbox fields read through `field { value }` hold "1" when ticked. */
function isChecked(field: EdgeFieldValue | null): boolean {
  return field?.value === '1';
}

function reshapeNavigationItems(items: EdgeNavigationItem[], level: number): NavigationItem[] {
  if (level > NAVIGATION_DEPTH) return [];
  return items.map((item) => {
    const href = item.externalLink?.url;
    const imageSrc = item.navigationImage?.src;
    return {
      name: item.name,
      path: item.url?.path ?? '',
      navigationTitle: item.navigationTitle?.value || item.name,
      hideInNavigation: isChecked(item.hideInNavigation),
      isNavigableInMenuWhenItHasChildren: isChecked(item.isNavigableInMenuWhenItHasChildren),
      ...(href ? { externalLink: { href, linktype: item.externalLink?.linktype || 'external' } } : {}),
      ...(imageSrc ? { image: { src: imageSrc, alt: item.navigationImage?.alt ?? '' } } : {}),
      children: reshapeNavigationItems(item.children?.results ?? [], level + 1),
    };
  });
}

/** Maps the raw navigation query result into navigation items, at most NAVIGATION_DEPTH levels deep. */
export function reshapeNavigation(raw: EdgeNavigationData): NavigationItem[] {
  return reshapeNavigationItems(raw.layout?.item?.children?.results ?? [], 1);
}

/** Used when a site config names no Story template (the schema's documented default). */
export const DEFAULT_STORY_TEMPLATE_ID: string = siteSchema.properties.stories.properties.templateId.default;

/**
 * Sitecore stores dates as `yyyyMMddTHHmmssZ`. Midnight is a plain date (`2026-10-03`), any other time an
 * ISO timestamp; a value in another form is passed on as it is.
 */
export function edgeDate(value: string | null | undefined): string {
  const raw = value ?? '';
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(raw);
  if (!match) return raw;
  const [, year, month, day, hours, minutes, seconds, zone] = match;
  const date = `${year}-${month}-${day}`;
  return hours === '00' && minutes === '00' && seconds === '00'
    ? date
    : `${date}T${hours}:${minutes}:${seconds}${zone}`;
}

function storyTagIds(field: EdgeFieldValue | null): string[] {
  return splitTagIds(field?.value).map(normaliseItemId);
}

/** Maps a multilist of tag items into story tags, leaving out items without a key. */
export function reshapeStoryTags(field: EdgeStoryTagItems | null | undefined): StoryTag[] {
  return (field?.targetItems ?? []).flatMap((item) => {
    const key = item.key?.value ?? '';
    if (!key) return [];
    return [{ id: normaliseItemId(item.id), key, value: item.value?.value || key }];
  });
}

export function reshapeStory(item: EdgeStoryItem): Story {
  const imageSrc = item.image?.src;
  return {
    id: normaliseItemId(item.id),
    name: item.name,
    path: item.url?.path ?? '',
    title: item.title?.value || item.displayName || item.name,
    preamble: item.preamble?.value ?? '',
    date: edgeDate(item.date?.value),
    ...(imageSrc ? { image: { src: imageSrc, alt: item.image?.alt ?? '' } } : {}),
    tags: storyTagIds(item.tags),
  };
}

/** Maps a search page; the cursor is Edge's own end cursor, and null once Edge reports no more. */
export function reshapeStoryPage(raw: EdgeStoriesSearchData): StoryPage {
  const search = raw.search;
  const hasMore = Boolean(search?.pageInfo.hasNext && search.pageInfo.endCursor);
  return {
    stories: (search?.results ?? []).map(reshapeStory),
    cursor: hasMore ? (search?.pageInfo.endCursor ?? null) : null,
    hasMore,
  };
}

/**
 * Publish info, tags (the story's tag ids resolved against its index's `storyTags`) and parent of a story;
 * null when the route is missing or its item is not of the Story template. The previous and next story
 * come from the stories list (`EdgeContentSource.findStoryNeighbours`).
 */
export function reshapeStoryExtras(raw: EdgeStoryExtrasData, templateId: string): StoryExtras | null {
  const item = raw.layout?.item;
  if (!item?.template || normaliseItemId(item.template.id) !== normaliseItemId(templateId)) return null;
  const author = item.author?.value ?? '';
  return {
    date: edgeDate(item.date?.value),
    ...(author ? { author } : {}),
    tags: resolveStoryTags(storyTagIds(item.tags), reshapeStoryTags(item.parent?.storyTags)),
    parentPath: item.parent?.url?.path ?? '/',
  };
}

export function storyLink(story: Story | undefined): StoryLink | undefined {
  return story ? { path: story.path, title: story.title } : undefined;
}

/** An Experience Edge answer of another shape than its query asks for; the message names where. */
export class EdgeAnswerError extends Error {
  override name = 'EdgeAnswerError';
}

type AnswerObject = Readonly<Record<string, unknown>>;

/** The object at `pointer` of an answer, null when absent or null; any other value is the wrong shape. */
function objectAt(value: unknown, pointer: string): AnswerObject | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new EdgeAnswerError(`unexpected answer: ${pointer} is not an object`);
  return value as AnswerObject;
}

/** The string at `pointer`, null when absent or null. */
function stringAt(value: unknown, pointer: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new EdgeAnswerError(`unexpected answer: ${pointer} is not a string`);
  return value;
}

function layoutItem(raw: unknown): AnswerObject | null {
  return objectAt(objectAt(objectAt(raw, '/')?.layout, '/layout')?.item, '/layout/item');
}

/** `layout.item.parent.id` as `normaliseItemId` writes it; null when the site has no home item or parent. */
export function reshapeSiteRootId(raw: EdgeSiteRootData): string | null {
  const parent = objectAt(layoutItem(raw)?.parent, '/layout/item/parent');
  const id = stringAt(parent?.id, '/layout/item/parent/id');
  return id?.trim() ? normaliseItemId(id) : null;
}

/** The item's language, spelt as the site config spells it; null when there is no item or the site does not serve it. */
export function reshapeCurrentLanguage(
  raw: EdgeCurrentLanguageData,
  site: Pick<SiteConfig, 'languages'>,
): string | null {
  const language = objectAt(layoutItem(raw)?.language, '/layout/item/language');
  const name = stringAt(language?.name, '/layout/item/language/name');
  return (name && siteLanguage(site, name)) ?? null;
}

/** Sitecore writes an item named `*` as `,-w-,` in the URLs it generates (SXA's name replacement). */
const ENCODED_WILDCARD_SEGMENT = ',-w-,';
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route path of a wildcard item from its URL as Edge writes it: absolute or a path, the language
 * prefix of a non-default language dropped, `,-w-,` read as `*`, lower case. Null for a URL that does
 * not end in a wildcard segment.
 */
export function wildcardRoutePath(url: string, language: string): string | null {
  let pathname: string;
  try {
    pathname = ABSOLUTE_URL.test(url) ? new URL(url).pathname : (url.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const decoded = decodeSegment(segment);
      return decoded === ENCODED_WILDCARD_SEGMENT ? WILDCARD_SEGMENT : decoded.toLowerCase();
    });
  if (segments[0] === language.toLowerCase()) segments.shift();
  return segments.at(-1) === WILDCARD_SEGMENT ? `/${segments.join('/')}` : null;
}

/** `results[].url.url` as wildcard route paths, each once, at most WILDCARD_PAGES_LIMIT. */
export function reshapeWildcardPages(raw: EdgeWildcardPagesData, language: string): string[] {
  const search = objectAt(objectAt(raw, '/')?.search, '/search');
  if (!search) return [];
  const { results } = search;
  if (!Array.isArray(results))
    throw new EdgeAnswerError('unexpected answer: /search/results is not an array');
  const paths = results.flatMap((result: unknown, index) => {
    const pointer = `/search/results/${index}`;
    const url = stringAt(
      objectAt(objectAt(result, pointer)?.url, `${pointer}/url`)?.url,
      `${pointer}/url/url`,
    );
    const routePath = url && wildcardRoutePath(url, language);
    return routePath ? [routePath] : [];
  });
  return [...new Set(paths)].slice(0, WILDCARD_PAGES_LIMIT);
}
