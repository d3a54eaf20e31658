import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '../../runtime';
import type { Story } from '../../schemas/generated/content';
import type { Rendering } from '../../schemas/generated/layout';
import { loaderContext, testLoaderServices } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import type { StoriesTeaserFields } from './fields.generated';
import { loadStoriesTeaser } from './index';

const blurDataUrls = vi.fn(async (srcs: readonly (string | undefined)[]) =>
  Object.fromEntries(srcs.filter(Boolean).map((src) => [src, `blur:${src}`])),
);
const media = { ...testLoaderServices().media, blurDataUrls };

afterEach(() => vi.clearAllMocks());

const story = (n: number): Story => ({
  id: `s${n}`,
  name: `s${n}`,
  path: `/nyheter/s${n}`,
  title: `S${n}`,
  preamble: '',
  date: '2026-10-01',
  tags: [],
  image: { src: `/-/media/stories/${n}.jpg`, alt: '' },
});

const teaser = (href?: string): Rendering => ({
  uid: 'teaser',
  componentName: 'StoriesTeaser',
  fields: href === undefined ? {} : { IndexItemUrl: { value: { href } } },
});

function fakeSource(stories: Story[]) {
  return { listStories: vi.fn(async () => ({ stories, cursor: null, hasMore: false })) };
}

describe('loadStoriesTeaser', () => {
  const site = testSite({ languages: ['sv-SE', 'en'] });
  /** Fields come from the rendering unvalidated, as Edge content does; the loader only lists stories. */
  const context = (language: string, rendering: Rendering, source: Pick<ContentSource, 'listStories'>) =>
    loaderContext<StoriesTeaserFields>({
      site,
      language,
      rendering,
      services: { content: source as ContentSource, media },
    });

  it('lists the latest 3 stories of the index the link points into', async () => {
    const source = fakeSource([story(1), story(2), story(3)]);
    const data = await loadStoriesTeaser(context('sv-SE', teaser('/nyheter/data/teaser-settings'), source));
    expect(source.listStories).toHaveBeenCalledWith(site, 'sv-SE', { indexPath: '/nyheter', limit: 3 });
    expect(data.indexPath).toBe('/nyheter');
    expect(data.stories.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(Object.keys(data.blurDataUrls)).toHaveLength(3);
  });

  it('never shows more than 3, whatever the source returns', async () => {
    const source = fakeSource([story(1), story(2), story(3), story(4)]);
    const data = await loadStoriesTeaser(context('sv-SE', teaser('/a/b/c'), source));
    expect(data.stories).toHaveLength(3);
    expect(data.indexPath).toBe('/a');
  });

  it('drops a language segment of the link', async () => {
    const source = fakeSource([]);
    const data = await loadStoriesTeaser(context('en', teaser('/en/news/data/teaser-settings'), source));
    expect(data.indexPath).toBe('/news');
    expect(source.listStories).toHaveBeenCalledWith(site, 'en', { indexPath: '/news', limit: 3 });
  });

  it('fails without a link (the rendering then shows the section error)', async () => {
    const source = fakeSource([]);
    await expect(loadStoriesTeaser(context('sv-SE', teaser(), source))).rejects.toThrow('IndexItemUrl');
    await expect(loadStoriesTeaser(context('sv-SE', teaser(''), source))).rejects.toThrow('IndexItemUrl');
    expect(source.listStories).not.toHaveBeenCalled();
  });
});
