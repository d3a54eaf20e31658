import { defineComponent, type LoaderContext } from '../../runtime';
import type { ContentSource } from '../../runtime/services/content/contract';
import { contentSource } from '../../runtime/services/content/index';
import { blurDataUrl } from '../../runtime/media/blurDataUrl';
import type { StoryDetailFields } from './fields.generated';
import StoryDetail from './StoryDetail';
import fieldsSchema from './storyDetail.schema.json';
import type { StoryDetailData } from './storyDetailModel';

/**
 * Publish info and the neighbouring stories of the story being shown. Spec 000 §8: article navigation
 * errors are logged and rethrown, so this rendering shows the section error.
 */
export async function loadStoryDetail(
  { site, language, routePath, route }: Pick<LoaderContext, 'site' | 'language' | 'routePath' | 'route'>,
  source: Pick<ContentSource, 'getStoryExtras'> = contentSource(),
): Promise<StoryDetailData> {
  let extras: StoryDetailData['extras'];
  try {
    extras = await source.getStoryExtras(site, language, routePath);
  } catch (error) {
    console.error(
      `Article navigation of ${routePath} (${site.name}, ${language}) could not be loaded:`,
      error,
    );
    throw error;
  }
  const imageSrc = route.fields.image?.value.src;
  const blur = imageSrc ? await blurDataUrl(imageSrc) : undefined;
  // Page props are JSON: an absent placeholder is left out rather than set to undefined.
  return { extras, ...(blur ? { heroBlurDataUrl: blur } : {}) };
}

export default defineComponent<StoryDetailFields, StoryDetailData>({
  lazy: true,
  component: StoryDetail,
  fieldsSchema,
  loader: loadStoryDetail,
});
