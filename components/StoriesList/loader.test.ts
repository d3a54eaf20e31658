import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '../../runtime';
import type { Story, StoryPage } from '../../schemas/generated/content';
import type { Route } from '../../schemas/generated/layout';
import { loaderContext, testLoaderServices } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { loadStoriesList } from './index';

const blurDataUrls = vi.fn(async (srcs: readonly (string | undefined)[]) =>
  Object.fromEntries(srcs.filter(Boolean).map((src) => [src, `blur:${src}`])),
);
const media = { ...testLoaderServices().media, blurDataUrls };

afterEach(() => vi.clearAllMocks());

const story = (n: number, image = true): Story => ({
  id: `s${n}`,
  name: `s${n}`,
  path: `/nyheter/s${n}`,
  title: `S${n}`,
  preamble: '',
  date: '2026-10-01',
  tags: [],
  ...(image ? { image: { src: `/-/media/stories/${n}.jpg`, alt: '' } } : {}),
});

const route = (fields: Route['fields'] = {}): Route => ({ name: 'nyheter', fields, placeholders: {} });
const site = testSite();
const tags = [{ id: 'tag-suv', key: 'suv', value: 'SUV' }];

function fakeSource(page: StoryPage) {
  return {
    listStories: vi.fn(async () => page),
    getStoryTags: vi.fn(async () => tags),
  };
}

/** The list on the `/nyheter` index; the loader reads only these two methods of the content source. */
const context = (indexRoute: Route, source: Pick<ContentSource, 'listStories' | 'getStoryTags'>) =>
  loaderContext({
    site,
    language: 'sv-SE',
    routePath: '/nyheter',
    route: indexRoute,
    services: { content: source as ContentSource, media },
  });

describe('loadStoriesList', () => {
  it('loads the unfiltered first page of 4 and the tags of the index it is placed on', async () => {
    const source = fakeSource({ stories: [story(1), story(2, false)], cursor: 'c', hasMore: true });
    const data = await loadStoriesList(context(route({ showDates: { value: true } }), source));
    expect(source.listStories).toHaveBeenCalledWith(site, 'sv-SE', { indexPath: '/nyheter', limit: 4 });
    expect(source.getStoryTags).toHaveBeenCalledWith(site, 'sv-SE', '/nyheter');
    expect(data).toEqual({
      indexPath: '/nyheter',
      tags,
      showDates: true,
      page: { stories: [story(1), story(2, false)], cursor: 'c', hasMore: true },
      blurDataUrls: { '/-/media/stories/1.jpg': 'blur:/-/media/stories/1.jpg' },
    });
    expect(blurDataUrls).toHaveBeenCalledWith(['/-/media/stories/1.jpg', undefined]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('hides dates unless the index checks showDates', async () => {
    const source = fakeSource({ stories: [], cursor: null, hasMore: false });
    const unset = await loadStoriesList(context(route(), source));
    const unchecked = await loadStoriesList(context(route({ showDates: { value: false } }), source));
    expect(unset.showDates).toBe(false);
    expect(unchecked.showDates).toBe(false);
  });

  it('fails when the content source fails (the rendering then shows the section error)', async () => {
    const source = fakeSource({ stories: [], cursor: null, hasMore: false });
    source.listStories.mockRejectedValue(new Error('edge down'));
    await expect(loadStoriesList(context(route(), source))).rejects.toThrow('edge down');
  });
});
