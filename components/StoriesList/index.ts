import { defineComponent, type LoaderContext, STORIES_PAGE_SIZE } from '../../runtime';
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
export async function loadStoriesList({
  site,
  language,
  routePath,
  route,
  services,
}: LoaderContext<StoriesListFields>): Promise<StoriesListData> {
  const [page, tags] = await Promise.all([
    services.content.listStories(site, language, { indexPath: routePath, limit: STORIES_PAGE_SIZE }),
    services.content.getStoryTags(site, language, routePath),
  ]);
  return {
    indexPath: routePath,
    tags,
    showDates: checked(route.fields.showDates),
    page,
    blurDataUrls: await services.media.blurDataUrls(page.stories.map((story) => story.image?.src)),
  };
}

export default defineComponent<StoriesListFields, StoriesListData>({
  lazy: true,
  component: StoriesList,
  fieldsSchema,
  loader: loadStoriesList,
  styling: 'css-modules',
});
