import { defineComponent, type LoaderContext } from '../../runtime';
import type { StoryDetailFields } from './fields.generated';
import StoryDetail from './StoryDetail';
import fieldsSchema from './storyDetail.schema.json';
import type { StoryDetailData } from './storyDetailModel';

/**
 * Publish info and the neighbouring stories of the story being shown. Spec 000 §8: article navigation
 * errors are logged and rethrown, so this rendering shows the section error.
 */
export async function loadStoryDetail({
  site,
  language,
  routePath,
  route,
  services,
}: LoaderContext<StoryDetailFields>): Promise<StoryDetailData> {
  let extras: StoryDetailData['extras'];
  try {
    extras = await services.content.getStoryExtras(site, language, routePath);
  } catch (error) {
    console.error(
      `Article navigation of ${routePath} (${site.name}, ${language}) could not be loaded:`,
      error,
    );
    throw error;
  }
  const imageSrc = route.fields.image?.value.src;
  const blur = imageSrc ? await services.media.blurDataUrl(imageSrc) : undefined;
  // Page props are JSON: an absent placeholder is left out rather than set to undefined.
  return { extras, ...(blur ? { heroBlurDataUrl: blur } : {}) };
}

export default defineComponent<StoryDetailFields, StoryDetailData>({
  lazy: true,
  component: StoryDetail,
  fieldsSchema,
  loader: loadStoryDetail,
  styling: 'css-modules',
});
