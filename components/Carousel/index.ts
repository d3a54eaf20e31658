import { defineComponent, type LoaderContext } from '../../runtime';
import Carousel, { type CarouselData } from './Carousel';
import fieldsSchema from './carousel.schema.json';
import type { CarouselFields } from './fields.generated';

/** Blur placeholders for the slide images, computed on the server (a failure leaves that slide without one). */
export async function loadCarousel({
  fields,
  services,
}: LoaderContext<CarouselFields>): Promise<CarouselData> {
  const slides = fields.Slides ?? [];
  return {
    blurDataUrls: await services.media.blurDataUrls(slides.map((slide) => slide.fields.Image?.value.src)),
  };
}

export default defineComponent<CarouselFields, CarouselData>({
  lazy: true,
  styling: 'css-modules',
  component: Carousel,
  fieldsSchema,
  loader: loadCarousel,
});
