import { defineComponent, type LoaderContext } from '../../runtime';
import { type ContentSource, STORIES_PAGE_SIZE } from '../../runtime/services/content/contract';
import { contentSource } from '../../runtime/services/content/index';
import { blurDataUrls } from '../../runtime/media/blurDataUrl';
import type { StoriesListFields } from './fields.generated';
import StoriesList from './StoriesList';
import fieldsSchema from './storiesList.schema.json';
import type { StoriesListData } from './storiesListModel';

/** The index route's `showDates` checkbox (spec 000 §3 "Stories index"). */
function checked(field: unknown): boolean {
  return typeof field === 'object' && field !== null && 'value' in field && field.value === true;
}

/**
 * The list sits on the stories index, so the index is the current route. The first page is always the
 * unfiltered one (a static page cannot know the visitor's `?tags=`); the browser applies a selection.
 */
export async function loadStoriesList(
  { site, language, routePath, route }: Pick<LoaderContext, 'site' | 'language' | 'routePath' | 'route'>,
  source: Pick<ContentSource, 'listStories' | 'getStoryTags'> = contentSource(),
): Promise<StoriesListData> {
  const [page, tags] = await Promise.all([
    source.listStories(site, language, { indexPath: routePath, limit: STORIES_PAGE_SIZE }),
    source.getStoryTags(site, language, routePath),
  ]);
  return {
    indexPath: routePath,
    tags,
    showDates: checked(route.fields.showDates),
    page,
    blurDataUrls: await blurDataUrls(page.stories.map((story) => story.image?.src)),
  };
}

export default defineComponent<StoriesListFields, StoriesListData>({
  lazy: true,
  component: StoriesList,
  fieldsSchema,
  loader: loadStoriesList,
});
