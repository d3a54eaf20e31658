import { defineComponent, type LoaderContext } from '../../runtime';
import Blurb from './Blurb';
import fieldsSchema from './blurb.schema.json';
import { blurbImageSources, type BlurbData } from './blurbMedia';
import type { BlurbFields } from './fields.generated';

/** Blur placeholders for the blurb's images; a failing image is logged by the media service and left out. */
export async function loadBlurb({ fields, services }: LoaderContext<BlurbFields>): Promise<BlurbData> {
  return { blurDataUrls: await services.media.blurDataUrls(blurbImageSources(fields)) };
}

export default defineComponent<BlurbFields, BlurbData | undefined>({
  lazy: true,
  component: Blurb,
  fieldsSchema,
  loader: loadBlurb,
  styling: 'css-modules',
});
