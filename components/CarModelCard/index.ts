import { defineComponent, type LoaderContext } from '../../runtime';
import CarModelCard from './CarModelCard';
import fieldsSchema from './carModelCard.schema.json';
import type { CarModelCardData } from './carModelFacts';
import type { CarModelCardFields } from './fields.generated';

/** The image's blur placeholder; a failure is logged by the media service and the card renders without one. */
export async function loadCarModelCard({
  fields,
  services,
}: LoaderContext<CarModelCardFields>): Promise<CarModelCardData> {
  const src = fields.Image?.value.src;
  const placeholder = src ? await services.media.blurDataUrl(src) : undefined;
  return placeholder ? { blurDataUrl: placeholder } : {};
}

export default defineComponent<CarModelCardFields, CarModelCardData | undefined>({
  lazy: true,
  component: CarModelCard,
  fieldsSchema,
  loader: loadCarModelCard,
  styling: 'css-modules',
});
