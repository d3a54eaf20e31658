import { defineComponent, type LoaderContext } from '../../runtime';
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import Blurb from './Blurb';
import fieldsSchema from './blurb.schema.json';
import { blurbImageSources, type BlurbData } from './blurbMedia';
import type { BlurbFields } from './fields.generated';

/** Blur placeholders for the blurb's images; a failing image is logged by blurDataUrl and left out. */
export async function loadBlurb({ rendering }: Pick<LoaderContext, 'rendering'>): Promise<BlurbData> {
  const fields = (rendering.fields ?? {}) as Partial<BlurbFields>;
  return { blurDataUrls: await blurDataUrls(blurbImageSources(fields)) };
}

export default defineComponent<BlurbFields, BlurbData | undefined>({
  lazy: true,
  component: Blurb,
  fieldsSchema,
  loader: loadBlurb,
});
