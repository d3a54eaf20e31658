import { defineComponent, type LoaderContext } from '../../runtime';
import { carListConfig, carListSearchQuery, defaultListFacets, defaultListQueryState } from '../../ui';
import CarList from './CarList';
import { carListPage, type CarListData } from './carListData';
import fieldsSchema from './carList.schema.json';
import type { CarListFields } from './fields.generated';

/**
 * Page one of the default list (no keyphrase or filter, default sort): a static page cannot know the
 * visitor's URL query, so the browser fetches any other state. A failed search is data too: the list
 * shows its error text rather than the section error.
 */
export async function loadCarList({ site, services }: LoaderContext<CarListFields>): Promise<CarListData> {
  const query = carListSearchQuery(site, defaultListQueryState(carListConfig(site)));
  const page = carListPage(await services.search.search(site.name, 'vehicles', query));
  return { ...page, facets: defaultListFacets(page.facets) };
}

export default defineComponent<CarListFields, CarListData>({
  lazy: true,
  component: CarList,
  fieldsSchema,
  loader: loadCarList,
  styling: 'css-modules',
});
