import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { loadBlurb } from './index';

afterEach(() => vi.restoreAllMocks());

const image = (id: string, src: string) => ({ id, fields: { Image: { value: { src, alt: id } } } });

describe('Blurb loader', () => {
  it('computes blur placeholders for the images, the YouTube poster included', async () => {
    const data = await loadBlurb(
      loaderContext({
        fields: {
          YoutubeID: { value: 'dQw4w9WgXcQ' },
          Images: [image('a', '/-/media/navigation/volvo.jpg'), image('b', '/-/media/navigation/bmw.jpg')],
        },
      }),
    );
    expect(Object.keys(data.blurDataUrls).sort()).toEqual([
      '/-/media/navigation/bmw.jpg',
      '/-/media/navigation/volvo.jpg',
    ]);
    expect(data.blurDataUrls['/-/media/navigation/volvo.jpg']).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('logs a failing image and leaves it out instead of failing the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = await loadBlurb(
      loaderContext({ fields: { Images: [image('gone', '/-/media/blurb/missing.jpg')] } }),
    );
    expect(data).toEqual({ blurDataUrls: {} });
    expect(log).toHaveBeenCalledOnce();
  });

  it('has nothing to compute without images or fields', async () => {
    expect(await loadBlurb(loaderContext())).toEqual({ blurDataUrls: {} });
  });
});
