import { defineComponent, type LoaderContext } from '../../runtime';
import { blurDataUrl } from '../../runtime/media/blurDataUrl';
import CarModelCard from './CarModelCard';
import fieldsSchema from './carModelCard.schema.json';
import type { CarModelCardData } from './carModelFacts';
import type { CarModelCardFields } from './fields.generated';

/** The image's blur placeholder; a failure is logged by blurDataUrl and the card renders without one. */
export async function loadCarModelCard({
  rendering,
}: Pick<LoaderContext, 'rendering'>): Promise<CarModelCardData> {
  const src = (rendering.fields as Partial<CarModelCardFields> | undefined)?.Image?.value.src;
  const placeholder = src ? await blurDataUrl(src) : undefined;
  return placeholder ? { blurDataUrl: placeholder } : {};
}

export default defineComponent<CarModelCardFields, CarModelCardData | undefined>({
  lazy: true,
  component: CarModelCard,
  fieldsSchema,
  loader: loadCarModelCard,
});
