/** Registry entry of Car of the week: the carousel, its field schema and the server loader of its cars. */
import { defineComponent, type LoaderContext } from '../../runtime';
import { CAR_CARD_FIELDS, toCarSummaries } from '../../ui';
import CarOfTheWeek, { type CarOfTheWeekData } from './CarOfTheWeek';
import fieldsSchema from './carOfTheWeek.schema.json';
import type { CarOfTheWeekFields } from './fields.generated';

/** Cars in the carousel at most. */
export const CAR_OF_THE_WEEK_LIMIT = 12;

/**
 * The newest cars of the week (spec 001 §7 "Car of the week: filter caroftheweek true"), card fields only.
 * A failed search answers empty (the client logs it), so the carousel renders nothing.
 */
export async function loadCarOfTheWeek({
  site,
  services,
}: LoaderContext<CarOfTheWeekFields>): Promise<CarOfTheWeekData> {
  const result = await services.search.search(site.name, 'vehicles', {
    filters: { caroftheweek: [true] },
    fields: [...CAR_CARD_FIELDS],
    limit: CAR_OF_THE_WEEK_LIMIT,
    sort_name: 'car_publishdate_desc',
  });
  return { cars: toCarSummaries(result.content) };
}

export default defineComponent<CarOfTheWeekFields, CarOfTheWeekData>({
  lazy: true,
  component: CarOfTheWeek,
  fieldsSchema,
  loader: loadCarOfTheWeek,
  styling: 'css-modules',
});
