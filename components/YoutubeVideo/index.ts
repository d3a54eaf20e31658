import { defineComponent, type LoaderContext } from '../../runtime';
import type { YoutubeVideoFields } from './fields.generated';
import fieldsSchema from './youtubeVideo.schema.json';
import YoutubeVideo, { type YoutubeVideoData } from './YoutubeVideo';

/** The poster's blur placeholder, computed on the server; left out when there is no poster or it fails. */
export async function loadYoutubeVideo({
  fields,
  services,
}: LoaderContext<YoutubeVideoFields>): Promise<YoutubeVideoData> {
  const src = fields.Poster?.value.src;
  const posterBlurDataUrl = src ? await services.media.blurDataUrl(src) : undefined;
  // Page props are JSON: a property set to undefined would not serialise.
  return posterBlurDataUrl ? { posterBlurDataUrl } : {};
}

export default defineComponent<YoutubeVideoFields, YoutubeVideoData>({
  lazy: true,
  component: YoutubeVideo,
  fieldsSchema,
  loader: loadYoutubeVideo,
  styling: 'css-modules',
});
