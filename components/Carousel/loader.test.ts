import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import type { CarouselFields } from './fields.generated';
import { loadCarousel } from './index';

afterEach(() => vi.restoreAllMocks());

describe('Carousel loader', () => {
  it('computes blur placeholders of the slide images and leaves out failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fields: CarouselFields = {
      Slides: [
        { id: 'a', fields: { Image: { value: { src: '/-/media/hero/dealer-desktop.jpg', alt: '' } } } },
        { id: 'b', fields: { Title: { value: 'Utan bild' } } },
        { id: 'c', fields: { Image: { value: { src: '/-/media/hero/missing.jpg', alt: '' } } } },
      ],
    };
    const { blurDataUrls } = await loadCarousel(loaderContext({ fields }));
    expect(Object.keys(blurDataUrls)).toEqual(['/-/media/hero/dealer-desktop.jpg']);
    expect(blurDataUrls['/-/media/hero/dealer-desktop.jpg']).toMatch(/^data:image\/jpeg;base64,/);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('has nothing to compute without slides', async () => {
    expect(await loadCarousel(loaderContext())).toEqual({ blurDataUrls: {} });
  });
});
