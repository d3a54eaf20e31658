import { defineComponent, type LoaderContext } from '../../runtime';
import { type ContentSource, STORIES_TEASER_SIZE } from '../../runtime/services/content/contract';
import { contentSource } from '../../runtime/services/content/index';
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import { splitLanguage } from '../../runtime/site/localisedPath';
import type { StoriesTeaserFields } from './fields.generated';
import StoriesTeaser from './StoriesTeaser';
import fieldsSchema from './storiesTeaser.schema.json';
import { indexPathFromTeaserUrl, type StoriesTeaserData } from './teaserModel';

function linkHref(field: unknown): string {
  if (typeof field !== 'object' || field === null || !('value' in field)) return '';
  const { value } = field;
  return typeof value === 'object' && value !== null && 'href' in value && typeof value.href === 'string'
    ? value.href
    : '';
}

/** The latest stories of the index the rendering's `IndexItemUrl` points into. */
export async function loadStoriesTeaser(
  { site, language, rendering }: Pick<LoaderContext, 'site' | 'language' | 'rendering'>,
  source: Pick<ContentSource, 'listStories'> = contentSource(),
): Promise<StoriesTeaserData> {
  const fields = rendering.fields ?? {};
  const href = linkHref('IndexItemUrl' in fields ? fields.IndexItemUrl : undefined);
  if (!href) throw new Error(`StoriesTeaser ${rendering.uid}: IndexItemUrl has no link`);
  // Sitecore may embed the language in link URLs; the content source wants the route path.
  const { routePath: indexPath } = splitLanguage(site, indexPathFromTeaserUrl(href));
  const { stories } = await source.listStories(site, language, { indexPath, limit: STORIES_TEASER_SIZE });
  const latest = stories.slice(0, STORIES_TEASER_SIZE);
  return {
    indexPath,
    stories: latest,
    blurDataUrls: await blurDataUrls(latest.map((story) => story.image?.src)),
  };
}

export default defineComponent<StoriesTeaserFields, StoriesTeaserData>({
  lazy: true,
  component: StoriesTeaser,
  fieldsSchema,
  loader: loadStoriesTeaser,
});
