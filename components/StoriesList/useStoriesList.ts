/**
 * The stories list's state in the browser: the tag selection (mirrored in the URL), the stories shown,
 * and loading more of them from `GET /api/stories`. The server-rendered first page is the starting point.
 */
import { useEffect, useMemo, useState } from 'react';
import { STORIES_PAGE_SIZE, usePageLanguage, useSite } from '../../runtime';
import type { Story } from '../../schemas/generated/content';
import { useQueryState } from '../../ui';
import {
  fetchStoriesPage,
  queryWithTags,
  sameSelection,
  type StoriesListData,
  tagsFromUrl,
  tagsParam,
  toggleTag,
  urlWithTags,
} from './storiesListModel';

/** Spec 000 §4: pending while the first page of a selection loads, then success or empty. */
export type LoadStatus = 'pending' | 'success' | 'empty';

/** One page request: the first page of a selection when there is no cursor. */
interface PageRequest {
  tags: readonly string[];
  cursor?: string;
}

/** The stories on screen and where the list continues. */
interface Feed {
  /** The selection these stories belong to (load more continues it). */
  tags: readonly string[];
  stories: Story[];
  cursor: string | null;
  hasMore: boolean;
  /** Index of the first story added by the last load more. */
  appendedFrom?: number;
}

function withPage(current: Feed, request: PageRequest, page: Omit<Feed, 'tags'>): Feed {
  if (!request.cursor) return { tags: request.tags, ...page };
  // A story published between two page loads must not show twice.
  const shown = new Set(current.stories.map((story) => story.id));
  return {
    ...current,
    stories: [...current.stories, ...page.stories.filter((story) => !shown.has(story.id))],
    cursor: page.cursor,
    hasMore: page.hasMore,
    appendedFrom: current.stories.length,
  };
}

export function useStoriesList(data: StoriesListData) {
  const { name: siteName } = useSite();
  const language = usePageLanguage();
  const { indexPath, tags } = data;
  // The selection: none in the static HTML, then the one the page was opened with, then the visitor's.
  const { state: selected, navigate } = useQueryState<readonly string[]>({
    initial: () => [],
    parse: (url) => tagsFromUrl(url, tags),
    serialize: tagsParam,
    href: (next, current) => ({
      query: queryWithTags(current.query, next),
      as: urlWithTags(current.asPath, next),
    }),
  });
  const [feed, setFeed] = useState<Feed>(() => ({ tags: [], ...data.page }));
  const [requested, setRequested] = useState<PageRequest | null>(null);
  const [failed, setFailed] = useState<PageRequest | null>(null);

  // The request on its way: the visitor's, or the first page of a selection the URL asks for.
  const active = useMemo<PageRequest | null>(
    () => requested ?? (!failed && !sameSelection(feed.tags, selected) ? { tags: selected } : null),
    [requested, failed, feed.tags, selected],
  );

  useEffect(() => {
    if (!active) return;
    // Cleanup aborts this request when a newer one replaces it, so an old answer cannot overwrite it.
    const controller = new AbortController();
    fetchStoriesPage(
      { site: siteName, language, indexPath, limit: STORIES_PAGE_SIZE, ...active },
      controller.signal,
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setFeed((current) => withPage(current, active, page));
        setRequested(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // What is shown stays; the visitor gets a short error text and can try again.
        console.error(`Stories of ${indexPath} could not be loaded:`, error);
        setFailed(active);
        setRequested(null);
      },
    );
    return () => controller.abort();
  }, [active, siteName, language, indexPath]);

  const request = (next: PageRequest) => {
    setFailed(null);
    setRequested(next);
  };

  const select = (next: readonly string[]) => {
    if (sameSelection(next, selected)) return;
    navigate(next, 'replace');
    request({ tags: next });
  };

  const loading = active ? (active.cursor ? 'more' : 'first') : null;
  const status: LoadStatus = loading === 'first' ? 'pending' : feed.stories.length ? 'success' : 'empty';

  return {
    selected,
    stories: feed.stories,
    appendedFrom: feed.appendedFrom,
    status,
    loading,
    failed: failed !== null,
    /** Load more is offered while the server reports more and no first page is on its way. */
    canLoadMore: feed.hasMore && feed.cursor !== null && loading !== 'first',
    toggleTag: (tagId: string) => select(toggleTag(selected, tagId, tags)),
    showAll: () => select([]),
    loadMore: () => {
      if (loading || !feed.hasMore || !feed.cursor) return;
      request({ tags: feed.tags, cursor: feed.cursor });
    },
    retry: () => {
      if (failed) request(failed);
    },
  };
}
