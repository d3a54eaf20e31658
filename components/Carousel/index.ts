import { defineComponent, type LoaderContext } from '../../runtime';
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import Carousel, { type CarouselData } from './Carousel';
import fieldsSchema from './carousel.schema.json';
import type { CarouselFields } from './fields.generated';

/** Blur placeholders for the slide images, computed on the server (a failure leaves that slide without one). */
export async function loadCarousel({ rendering }: Pick<LoaderContext, 'rendering'>): Promise<CarouselData> {
  const slides = (rendering.fields as CarouselFields | undefined)?.Slides ?? [];
  return { blurDataUrls: await blurDataUrls(slides.map((slide) => slide.fields.Image?.value.src)) };
}

export default defineComponent<CarouselFields, CarouselData>({
  lazy: true,
  component: Carousel,
  fieldsSchema,
  loader: loadCarousel,
});
