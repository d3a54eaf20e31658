import { defineComponent, type LoaderContext } from '../../runtime';
import { blurDataUrl } from '../../runtime/media/blurDataUrl';
import type { YoutubeVideoFields } from './fields.generated';
import fieldsSchema from './youtubeVideo.schema.json';
import YoutubeVideo, { type YoutubeVideoData } from './YoutubeVideo';

/** The poster's blur placeholder, computed on the server; left out when there is no poster or it fails. */
export async function loadYoutubeVideo({
  rendering,
}: Pick<LoaderContext, 'rendering'>): Promise<YoutubeVideoData> {
  const src = (rendering.fields as YoutubeVideoFields | undefined)?.Poster?.value.src;
  const posterBlurDataUrl = src ? await blurDataUrl(src) : undefined;
  // Page props are JSON: a property set to undefined would not serialise.
  return posterBlurDataUrl ? { posterBlurDataUrl } : {};
}

export default defineComponent<YoutubeVideoFields, YoutubeVideoData>({
  lazy: true,
  component: YoutubeVideo,
  fieldsSchema,
  loader: loadYoutubeVideo,
});
