import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import type { YoutubeVideoFields } from './fields.generated';
import { loadYoutubeVideo } from './index';

afterEach(() => vi.restoreAllMocks());

const context = (src?: string) =>
  loaderContext<YoutubeVideoFields>({
    fields: { YoutubeID: { value: 'aqz-KE-bpKQ' }, ...(src ? { Poster: { value: { src, alt: '' } } } : {}) },
  });

describe('YoutubeVideo loader', () => {
  it("computes the poster's blur placeholder", async () => {
    const data = await loadYoutubeVideo(context('/-/media/hero/nordic-desktop.jpg'));
    expect(data.posterBlurDataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('returns JSON without the placeholder when there is no poster or it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadYoutubeVideo(context())).toEqual({});
    const failed = await loadYoutubeVideo(context('/-/media/missing.jpg'));
    expect(JSON.stringify(failed)).toBe('{}');
    expect(Object.keys(failed)).toEqual([]);
  });
});
