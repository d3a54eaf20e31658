/**
 * The query mix of `npm run bench:search`, drawn from the stock itself so every query matches cars: a
 * keyphrase (a brand), three filters (body, two fuels, gearbox), a price range around a real price,
 * the market's twelve car list facets, sorted by price, one page of 48. The same records and seed give
 * the same queries, so engines and runs compare like for like.
 */
import { createRandom } from '../../seed/random';
import type { SearchQuery } from '../../../runtime/services/search/searchResult';

const PAGE_SIZE = 48;

type Stock = readonly Readonly<Record<string, unknown>>[];

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

export interface WorkloadOptions {
  facets: readonly string[];
  queries: number;
  /** Leave the keyphrase out: every query then ranks and counts the whole stock. */
  withoutKeyphrase?: boolean;
  seed?: number;
}

export function searchWorkload(
  stock: Stock,
  { facets, queries, withoutKeyphrase = false, seed = 7 }: WorkloadOptions,
) {
  const random = createRandom(seed);
  const pick = () => random.pick(stock);
  return Array.from({ length: queries }, (): SearchQuery => {
    const car = pick();
    const price = Number(car.car_price);
    return {
      ...(withoutKeyphrase ? {} : { keyphrase: text(car.car_brand).split(' ')[0] }),
      filters: {
        car_body: [text(car.car_body)],
        car_fuel: [text(car.car_fuel), text(pick().car_fuel)],
        car_gearbox: [text(car.car_gearbox)],
        car_price: [`${Math.round(price * 0.6)}..${Math.round(price * 1.5)}`],
      },
      facets: facets.map((name) => ({ name })),
      sort_name: 'car_price_asc',
      limit: PAGE_SIZE,
      offset: 0,
    };
  });
}
