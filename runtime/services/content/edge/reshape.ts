/**
 * Pure mappings from Experience Edge's raw answers (`edgeTypes.ts`) into the content contract's shapes,
 * so the rest of the runtime never sees an Edge type.
 */
import type { LayoutServiceData } from '@sitecore-jss/sitecore-jss-nextjs';
import type { StoryLink } from '../../../../schemas/generated/content';
import type { LayoutContext, Route } from '../../../../schemas/generated/layout';
import siteSchema from '../../../../schemas/site.schema.json';
import {
  type LayoutData,
  NAVIGATION_DEPTH,
  type NavigationItem,
  type Story,
  type StoryExtras,
  type StoryPage,
  type StoryTag,
} from '../contract';
import { resolveStoryTags, splitTagIds } from '../stories';
import type {
  EdgeFieldValue,
  EdgeNavigationData,
  EdgeNavigationItem,
  EdgeStoriesSearchData,
  EdgeStoryExtrasData,
  EdgeStoryItem,
  EdgeStoryTagItems,
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

/** Edge returns the Layout Service JSON the layout schema describes; JSS merely types it more loosely. */
export function toLayoutData(data: LayoutServiceData, siteName: string, language: string): LayoutData | null {
  const { context, route } = data.sitecore;
  if (!route) return null;
  const layoutContext: LayoutContext = {
    ...context,
    pageEditing: context.pageEditing ?? false,
    language: context.language ?? language,
    site: { name: context.site?.name ?? siteName },
  };
  return { sitecore: { context: layoutContext, route: route as Route } };
}
