import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { loadCarouselV2 } from './index';

afterEach(() => vi.restoreAllMocks());

describe('CarouselV2 loader', () => {
  it('computes blur placeholders of the slide images and leaves out failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { blurDataUrls } = await loadCarouselV2(
      loaderContext({
        fields: {
          Slides: [
            { id: 'a', fields: { Image: { value: { src: '/-/media/hero/group-desktop.jpg', alt: '' } } } },
            { id: 'b', fields: { Image: { value: { src: '/-/media/hero/missing.jpg', alt: '' } } } },
          ],
        },
      }),
    );
    expect(Object.keys(blurDataUrls)).toEqual(['/-/media/hero/group-desktop.jpg']);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
