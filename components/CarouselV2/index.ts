import { defineComponent, type LoaderContext } from '../../runtime';
import CarouselV2, { type CarouselV2Data } from './CarouselV2';
import fieldsSchema from './carouselV2.schema.json';
import type { CarouselV2Fields } from './fields.generated';

/** Blur placeholders for the slide images, computed on the server (a failure leaves that slide without one). */
export async function loadCarouselV2({
  fields,
  services,
}: LoaderContext<CarouselV2Fields>): Promise<CarouselV2Data> {
  const slides = fields.Slides ?? [];
  return {
    blurDataUrls: await services.media.blurDataUrls(slides.map((slide) => slide.fields.Image?.value.src)),
  };
}

export default defineComponent<CarouselV2Fields, CarouselV2Data>({
  lazy: true,
  component: CarouselV2,
  fieldsSchema,
  loader: loadCarouselV2,
});
