import { defineComponent, type LoaderContext } from '../../runtime';
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import CarouselV2, { type CarouselV2Data } from './CarouselV2';
import fieldsSchema from './carouselV2.schema.json';
import type { CarouselV2Fields } from './fields.generated';

/** Blur placeholders for the slide images, computed on the server (a failure leaves that slide without one). */
export async function loadCarouselV2({
  rendering,
}: Pick<LoaderContext, 'rendering'>): Promise<CarouselV2Data> {
  const slides = (rendering.fields as CarouselV2Fields | undefined)?.Slides ?? [];
  return { blurDataUrls: await blurDataUrls(slides.map((slide) => slide.fields.Image?.value.src)) };
}

export default defineComponent<CarouselV2Fields, CarouselV2Data>({
  lazy: true,
  component: CarouselV2,
  fieldsSchema,
  loader: loadCarouselV2,
});
