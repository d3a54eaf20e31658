import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '../../runtime';
import type { StoryExtras } from '../../schemas/generated/content';
import type { Route } from '../../schemas/generated/layout';
import { loaderContext, testLoaderServices } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { loadStoryDetail } from './index';

const blurDataUrl = vi.fn(async (src: string) => (src.includes('missing') ? undefined : `blur:${src}`));
const media = { ...testLoaderServices().media, blurDataUrl };

const site = testSite();
const extras: StoryExtras = { date: '2026-10-03', tags: [], parentPath: '/nyheter' };
const route = (fields: Route['fields'] = {}): Route => ({ name: 'artikel', fields, placeholders: {} });
/** The story's route; the loader reads only getStoryExtras of the content source. */
const context = (content: Pick<ContentSource, 'getStoryExtras'>, fields?: Route['fields']) =>
  loaderContext({
    site,
    language: 'sv-SE',
    routePath: '/nyheter/artikel',
    route: route(fields),
    services: { content: content as ContentSource, media },
  });

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('loadStoryDetail', () => {
  it('loads the extras of the story being shown and a blur placeholder of its image', async () => {
    const getStoryExtras = vi.fn(async () => extras);
    const data = await loadStoryDetail(
      context({ getStoryExtras }, { image: { value: { src: '/-/media/stories/a.jpg', alt: '' } } }),
    );
    expect(getStoryExtras).toHaveBeenCalledWith(site, 'sv-SE', '/nyheter/artikel');
    expect(data).toEqual({ extras, heroBlurDataUrl: 'blur:/-/media/stories/a.jpg' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('leaves the placeholder out (JSON has no undefined) without an image or when it fails', async () => {
    const getStoryExtras = vi.fn(async () => extras);
    const withoutImage = await loadStoryDetail(context({ getStoryExtras }));
    expect(withoutImage).toEqual({ extras });
    expect(Object.keys(withoutImage)).toEqual(['extras']);
    const failedBlur = await loadStoryDetail(
      context({ getStoryExtras }, { image: { value: { src: '/-/media/missing.jpg', alt: '' } } }),
    );
    expect(Object.keys(failedBlur)).toEqual(['extras']);
    expect(blurDataUrl).toHaveBeenCalledOnce();
  });

  it('passes on null extras for a route that is not a story', async () => {
    expect(await loadStoryDetail(context({ getStoryExtras: async () => null }))).toEqual({ extras: null });
  });

  it('logs and rethrows article navigation errors', async () => {
    const failure = new Error('edge down');
    await expect(
      loadStoryDetail(
        context({
          getStoryExtras: async () => {
            throw failure;
          },
        }),
      ),
    ).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('/nyheter/artikel');
    expect(logged.mock.calls[0]?.[1]).toBe(failure);
  });
});
