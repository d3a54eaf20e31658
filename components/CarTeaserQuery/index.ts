/** Registry entry of the query car teaser: the block, its field schema and the server loader of its cars. */
import { defineComponent, type LoaderContext, localisedPath } from '../../runtime';
import { carListConfig, listHref, teaserRecords, toCarCardRecord, toCarSummaries } from '../../ui';
import CarTeaserQuery, { type CarTeaserQueryData } from './CarTeaserQuery';
import fieldsSchema from './carTeaserQuery.schema.json';
import type { CarTeaserQueryFields } from './fields.generated';
import { predefinedCarList, predefinedCarsQuery, teaserCarCount } from './predefinedQuery';

/** The search's cars, on the server so the first view has them; none when the search fails. */
export async function loadCarTeaserQuery(
  context: LoaderContext<CarTeaserQueryFields>,
): Promise<CarTeaserQueryData> {
  const { site, language, fields } = context;
  const state = predefinedCarList(site, fields.Filters?.value, fields.Sort?.value);
  const limit = teaserCarCount(fields.NumberOfCars?.value, fields.Limit?.value);
  const cars = toCarSummaries(await teaserRecords(context, 'vehicles', predefinedCarsQuery(state, limit)));
  return {
    cars: cars.slice(0, limit).map(toCarCardRecord),
    carListHref: listHref(localisedPath(site, language, site.paths.carList), state, carListConfig(site)),
  };
}

export default defineComponent<CarTeaserQueryFields, CarTeaserQueryData>({
  lazy: true,
  component: CarTeaserQuery,
  fieldsSchema,
  loader: loadCarTeaserQuery,
  styling: 'css-modules',
});
