/**
 * The stories list's data and the pure rules behind it: rendering parameters, tag selection, the `tags`
 * query parameter that makes a filtered list shareable, and the load-more request.
 */
import type { NextRouter } from 'next/router';
import type { StoryPage, StoryTag } from '../../schemas/generated/content';

/** What the server loader hands the component (JSON). */
export interface StoriesListData {
  /** Route path of the stories index (the page the list is on). */
  indexPath: string;
  /** The index's tags, one chip each. */
  tags: StoryTag[];
  /** The index's `showDates` field. */
  showDates: boolean;
  /** The first page, unfiltered: rendered on the server. */
  page: StoryPage;
  /** Blur placeholders of the first page's images, keyed by src. */
  blurDataUrls: Record<string, string>;
}

export interface StoriesListOptions {
  columns: 1 | 2;
  highlightFirst: boolean;
}

/** Rendering parameters are strings: `Columns` "1" | "2" (default 2), `HighlightFirst` "1" | "0". */
export function storiesListOptions(params: Readonly<Record<string, string>>): StoriesListOptions {
  return { columns: params.Columns === '1' ? 1 : 2, highlightFirst: params.HighlightFirst === '1' };
}

/** A chip toggles its tag; the selection keeps the order of the index's tags so URLs stay stable. */
export function toggleTag(selected: readonly string[], tagId: string, tags: readonly StoryTag[]): string[] {
  const next = new Set(selected);
  if (next.has(tagId)) next.delete(tagId);
  else next.add(tagId);
  return tags.map((tag) => tag.id).filter((id) => next.has(id));
}

export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The selection a URL or query string asks for (`?tags=id1,id2`): unknown ids are dropped (they would
 * only empty the list), known ones are put in the index's tag order.
 */
export function tagsFromUrl(url: string, tags: readonly StoryTag[]): string[] {
  const search = url.split('#', 1)[0]?.split('?')[1] ?? '';
  const requested = new Set(
    (new URLSearchParams(search).get('tags') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  return tags.map((tag) => tag.id).filter((id) => requested.has(id));
}

/** The `tags` parameter of a selection (`tags=tag-suv,tag-electric`), `''` when nothing is selected. */
export function tagsParam(selected: readonly string[]): string {
  return selected.length ? `tags=${selected.map(encodeURIComponent).join(',')}` : '';
}

/**
 * The same URL with `tags` set to the selection (left out when nothing is selected); other query
 * parameters and the hash are kept. Commas stay readable: `?tags=tag-suv,tag-electric`.
 */
export function urlWithTags(asPath: string, selected: readonly string[]): string {
  const [withoutHash = '', ...hashParts] = asPath.split('#');
  const [path = '', search = ''] = withoutHash.split('?');
  const params = new URLSearchParams(search);
  params.delete('tags');
  const parts = [params.toString(), tagsParam(selected)].filter(Boolean).join('&');
  const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
  return `${path}${parts ? `?${parts}` : ''}${hash}`;
}

export interface StoriesRequest {
  site: string;
  language: string;
  indexPath: string;
  limit: number;
  tags: readonly string[];
  /** Absent for the first page. */
  cursor?: string;
}

/** `GET /api/stories` for one page (API routes bypass the site proxy, so the site is named). */
export function storiesApiUrl({ site, language, indexPath, limit, tags, cursor }: StoriesRequest): string {
  const params = new URLSearchParams({ site, language, indexPath, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (tags.length) params.set('tags', tags.join(','));
  return `/api/stories?${params.toString()}`;
}

function isStoryPage(value: unknown): value is StoryPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<StoryPage>;
  return (
    Array.isArray(page.stories) &&
    typeof page.hasMore === 'boolean' &&
    (page.cursor === null || typeof page.cursor === 'string')
  );
}

export async function fetchStoriesPage(request: StoriesRequest, signal?: AbortSignal): Promise<StoryPage> {
  const response = await fetch(storiesApiUrl(request), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/stories answered ${response.status}`);
  const page: unknown = await response.json();
  if (!isStoryPage(page)) throw new Error('GET /api/stories answered something other than a story page');
  return page;
}

/** The router query for the selection (the pages router needs it alongside the public URL). */
export function queryWithTags(query: NextRouter['query'], selected: readonly string[]): NextRouter['query'] {
  const next = { ...query };
  delete next.tags;
  if (selected.length) next.tags = selected.join(',');
  return next;
}
