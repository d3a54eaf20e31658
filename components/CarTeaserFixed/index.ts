/** Registry entry of the fixed car teaser: the block, its field schema and the server loader of its cars. */
import { defineComponent, type LoaderContext } from '../../runtime';
import { teaserRecords, toCarCardRecord, toCarSummaries } from '../../ui';
import CarTeaserFixed, { type CarTeaserFixedData } from './CarTeaserFixed';
import fieldsSchema from './carTeaserFixed.schema.json';
import type { CarTeaserFixedFields } from './fields.generated';
import { carIdsOf, fixedCarsQuery, inGivenOrder } from './fixedCars';

/** The chosen cars in the editor's order, on the server so the first view has them; none when the search fails. */
export async function loadCarTeaserFixed(
  context: LoaderContext<CarTeaserFixedFields>,
): Promise<CarTeaserFixedData> {
  const ids = carIdsOf(context.fields.CarIds?.value);
  if (ids.length === 0) return { cars: [] };
  const found = toCarSummaries(await teaserRecords(context, 'vehicles', fixedCarsQuery(ids)));
  return { cars: inGivenOrder(ids, found).map(toCarCardRecord) };
}

export default defineComponent<CarTeaserFixedFields, CarTeaserFixedData>({
  lazy: true,
  component: CarTeaserFixed,
  fieldsSchema,
  loader: loadCarTeaserFixed,
  styling: 'css-modules',
});
