import { defineComponent, type LoaderContext, splitLanguage, STORIES_TEASER_SIZE } from '../../runtime';
import type { StoriesTeaserFields } from './fields.generated';
import StoriesTeaser from './StoriesTeaser';
import fieldsSchema from './storiesTeaser.schema.json';
import { indexPathFromTeaserUrl, type StoriesTeaserData } from './teaserModel';

/** The latest stories of the index the rendering's `IndexItemUrl` points into. */
export async function loadStoriesTeaser({
  site,
  language,
  rendering,
  fields,
  services,
}: LoaderContext<StoriesTeaserFields>): Promise<StoriesTeaserData> {
  // The schema requires the link, but Edge content is not validated against it: a rendering without a
  // datasource has no fields at all, and should fail naming the field rather than with a TypeError.
  const href = fields.IndexItemUrl?.value.href;
  if (!href) throw new Error(`StoriesTeaser ${rendering.uid}: IndexItemUrl has no link`);
  // Sitecore may embed the language in link URLs; the content source wants the route path.
  const { routePath: indexPath } = splitLanguage(site, indexPathFromTeaserUrl(href));
  const { stories } = await services.content.listStories(site, language, {
    indexPath,
    limit: STORIES_TEASER_SIZE,
  });
  const latest = stories.slice(0, STORIES_TEASER_SIZE);
  return {
    indexPath,
    stories: latest,
    blurDataUrls: await services.media.blurDataUrls(latest.map((story) => story.image?.src)),
  };
}

export default defineComponent<StoriesTeaserFields, StoriesTeaserData>({
  lazy: true,
  component: StoriesTeaser,
  fieldsSchema,
  loader: loadStoriesTeaser,
  styling: 'css-modules',
});
